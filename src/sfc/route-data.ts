/**
 * Route components whose props a framework fills, by file name, with what a loader beside them
 * returns. SvelteKit hands `+page.svelte` the `data` its `load` functions return, from
 * `+page.server.(js|ts)` and `+page.(js|ts)` in the same directory (`+layout.svelte`: `+layout…`).
 * The component imports neither: the projection writes that link as code (see projectSvelte), so
 * the applications a loader returns, whole or in an envelope, are followed into the component as an
 * import's would be.
 *
 * Conventions are data: another framework's is one more entry.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

interface RouteDataConvention {
  /** The component's file name; its first group names the route module's kind (`page`, `layout`). */
  component: RegExp;
  /** The loader modules beside it, without extension, for that kind. */
  modules: (kind: string) => string[];
  /** The loader's export and the prop it fills. */
  exportName: string;
  prop: string;
}

const CONVENTIONS: readonly RouteDataConvention[] = [
  { component: /^\+(page|layout)(?:@[^.]*)?\.svelte$/, modules: (kind) => [`+${kind}.server`, `+${kind}`], exportName: 'load', prop: 'data' },
];

const LOADER_EXTENSIONS = ['.ts', '.js', '.mts', '.mjs'];

export interface RouteData {
  prop: string;
  exportName: string;
  /** Specifiers of the loader modules that exist, relative to the component (`./+page.server.ts`). */
  specifiers: string[];
}

/** The loaders that fill a route component's prop; undefined for any other component, or one with no loader beside it. */
export function routeDataOf(filename: string | undefined): RouteData | undefined {
  if (!filename) return undefined;
  const name = basename(filename);
  for (const convention of CONVENTIONS) {
    const kind = convention.component.exec(name)?.[1];
    if (!kind) continue;
    const dir = dirname(filename);
    const specifiers = convention.modules(kind).flatMap((module) => {
      const ext = LOADER_EXTENSIONS.find((e) => existsSync(join(dir, module + e)));
      return ext ? [`./${module}${ext}`] : [];
    });
    return specifiers.length ? { prop: convention.prop, exportName: convention.exportName, specifiers } : undefined;
  }
  return undefined;
}

/**
 * The code that gives the prop what the loaders return, for a script that declares it
 * (`export let data`, `let { data } = $props()`); empty otherwise.
 */
export function routeDataCode(route: RouteData | undefined, script: string): string {
  if (!route) return '';
  const prop = route.prop;
  const declared = new RegExp(`\\bexport\\s+let\\s+${prop}\\b|\\{[^}]*\\b${prop}\\b[^}]*\\}\\s*(?::[^=]+)?=\\s*\\$props\\s*\\(`).test(script);
  if (!declared) return '';
  const local = (i: number): string => `__routeData${i}`;
  const imports = route.specifiers.map((specifier, i) => `import { ${route.exportName} as ${local(i)} } from ${JSON.stringify(specifier)};\n`).join('');
  // One assignment per loader: the prop holds what either returns (SvelteKit merges them).
  const assignments = route.specifiers.map((_, i) => `${prop} = await ${local(i)}();\n`).join('');
  return `\n${imports};${assignments}`;
}
