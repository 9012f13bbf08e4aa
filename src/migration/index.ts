export * from './interface-change.js';
export * from './derive.js';
