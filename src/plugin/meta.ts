import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found from this module whether it runs from `src/` (tests) or `dist/src/`. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export const PACKAGE_ROOT = packageRoot();
const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  homepage: string;
};

export const PLUGIN_NAME = pkg.name;
export const PLUGIN_VERSION = pkg.version;
export { PLUGIN_PREFIX } from './prefix.js';
export const RULE_DOCS_BASE = `${pkg.homepage.replace(/#.*$/, '')}/blob/main/rules`;
