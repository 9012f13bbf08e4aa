/**
 * TypeScript, loaded by `require`. An ESM `import ts from 'typescript'` makes Node scan the whole 9 MB
 * compiler for its export names before running it, which costs every run of the CLI (and every
 * ESLint run with the plugin) about 0.4 s. Imported from here, the module has no names to scan for.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loading by require is this module's purpose (above)
import ts = require('typescript');

export = ts;
