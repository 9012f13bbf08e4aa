export { analyze, type Analysis, type AnalysisInput } from './analyze.js';
export { applyEdits, SourceText, TODO_TAG } from './edits.js';
export * from './types.js';
