/**
 * File types by what `check` and `fix` can do with them. Kept apart from the parsers so that finding
 * files loads none of them.
 */

/** Single-file components, analysed through their ecosystem's parser (components.ts). */
export const COMPONENT_EXTENSIONS = ['.vue', '.svelte'] as const;

export type ComponentKind = 'vue' | 'svelte';

export function componentKind(filename: string): ComponentKind | undefined {
  const dot = filename.lastIndexOf('.');
  const ext = dot < 0 ? '' : filename.slice(dot).toLowerCase();
  return ext === '.vue' ? 'vue' : ext === '.svelte' ? 'svelte' : undefined;
}

/**
 * Files where client code of a web front end also lives, that no analysis here reads. Found in a
 * directory being checked, such a file is named in the summary when it may use the service — never
 * counted as clean.
 */
export const UNANALYSED_EXTENSIONS = ['.astro', '.html', '.htm', '.mdx', '.svx', '.marko', '.riot', '.hbs', '.ejs', '.njk', '.liquid'] as const;
