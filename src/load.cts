/**
 * `require`, for ES modules that load a CommonJS dependency on first use, synchronously (TypeScript's
 * parser and the scope manager cost a run that never needs them 0.5 s). Not `createRequire(import.meta.url)`:
 * jscodeshift's Babel hook compiles our modules to CommonJS, where `import.meta` does not load.
 */
const load: NodeJS.Require = require;

export = load;
