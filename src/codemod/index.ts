export { migrateSource, type MigrateOptions, type MigrationResult } from './migrate-source.js';
export { parse, ParseError, SOURCE_EXTENSIONS, isTypeScript } from './parse.js';
export { runTransform } from './jscodeshift.js';
