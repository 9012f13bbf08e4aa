/**
 * TypeScript, loaded by `require`. An ESM `import ts from 'typescript'` makes Node scan the whole 9 MB
 * compiler for its export names before running it, which costs every run of the CLI (and every
 * ESLint run with the plugin) about 0.4 s. Imported from here, the module has no names to scan for.
 */
import ts = require('typescript');

export = ts;
