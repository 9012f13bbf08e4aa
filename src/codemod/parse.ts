/** The codemod parses as the engine does (see engine/parse): one parser, one AST, for rules and transforms. */
export * from '../engine/parse.js';
