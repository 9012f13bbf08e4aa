/**
 * Types declared in JSDoc, the JavaScript twin of an interface:
 *
 *   /**
 *    * @typedef {object} Candidacy
 *    * @property {'SCREENING' | 'QUALIFIED' | 'OFFER'} state
 *    * @property {{ id: string, name: string } | null} currentStage
 *    *\/
 *
 * Only `@typedef` blocks are read, and only their `@property` (`@prop`) tags.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { NAMES, declaresApplication } from '../migration/index.js';

export interface JsDocMember {
  name: string;
  /** The type between the braces, if any. */
  type: string | undefined;
  /** `[name]` or `[name=default]`. */
  optional: boolean;
  nameRange: [number, number];
  /** From the `@` of the tag to the end of the name (and of its closing `]`). */
  tagRange: [number, number];
  /** The whole line of the tag, its end of line included. */
  lineRange: [number, number];
  /** What precedes the tag on its line (` * `). */
  linePrefix: string;
}

export interface JsDocTypedef {
  /** The declared name (`@typedef {object} Name`), when written. */
  name?: string;
  members: Map<string, JsDocMember>;
  /**
   * `property`: `@property` tags; `literal`: an object-literal type, `@typedef {{ id: string, state: string }} Name`,
   * where a member's `tagRange` is its `name: type` text.
   */
  form: 'property' | 'literal';
}

const TYPEDEF = /@typedef\b/g;
// A type with up to three levels of braces, then the name, optionally in brackets.
const PROPERTY = /@(?:property|prop)\s+(?:\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}\s*)?(\[\s*)?([A-Za-z_$][\w$]*)(?:\s*=[^\]\n]*)?(\s*\])?/g;

export function jsDocTypedefs(comments: readonly TSESTree.Comment[] | undefined, text: string): JsDocTypedef[] {
  const typedefs: JsDocTypedef[] = [];
  for (const comment of comments ?? []) {
    if (comment.type !== 'Block' || !comment.value.startsWith('*') || !comment.value.includes('@typedef')) continue;
    const start = comment.range[0] + 2;
    const body = comment.value;
    const sections = [...body.matchAll(TYPEDEF)].map((m) => m.index);
    sections.forEach((from, i) => {
      const to = sections[i + 1] ?? body.length;
      const members = new Map<string, JsDocMember>();
      for (const m of body.slice(from, to).matchAll(PROPERTY)) {
        const at = start + from + m.index;
        const name = m[3]!;
        const nameStart = at + m[0].lastIndexOf(name, m[0].length - (m[4]?.length ?? 0));
        const lineStart = text.lastIndexOf('\n', at - 1) + 1;
        const eol = text.indexOf('\n', at);
        const lineEnd = eol === -1 || eol > comment.range[1] ? at + m[0].length : eol + 1;
        members.set(name, {
          name,
          type: m[1]?.trim(),
          optional: !!m[2],
          nameRange: [nameStart, nameStart + name.length],
          tagRange: [at, at + m[0].length],
          lineRange: [lineStart, lineEnd],
          linePrefix: text.slice(lineStart, at),
        });
      }
      const name = /^@typedef\s+(?:\{(?:[^{}]|\{[^{}]*\})*\}\s*)?([A-Za-z_$][\w$]*)/.exec(body.slice(from, to))?.[1];
      if (members.size > 0) typedefs.push({ ...(name ? { name } : {}), members, form: 'property' });
      else {
        const literal = literalTypedef(body, from, to, start);
        if (literal) typedefs.push(literal);
      }
    });
  }
  return typedefs;
}

/** `@typedef {'SCREENING' | 'QUALIFIED' | 'HIRED'} AppState`: a union of string literals, by name. */
export interface JsDocUnionTypedef {
  name: string;
  values: string[];
  /** Where the text between the braces is written in the file. */
  range: [number, number];
}

/** The typedefs of the file that are unions of string literals. */
export function jsDocUnionTypedefs(comments: readonly TSESTree.Comment[] | undefined): JsDocUnionTypedef[] {
  const out: JsDocUnionTypedef[] = [];
  for (const comment of comments ?? []) {
    if (comment.type !== 'Block' || !comment.value.startsWith('*') || !comment.value.includes('@typedef')) continue;
    for (const m of comment.value.matchAll(/@typedef\s*\{([^{}]*)\}\s*([A-Za-z_$][\w$]*)/g)) {
      const values = stringLiteralUnion(m[1]!);
      if (!values) continue;
      const at = comment.range[0] + 2 + m.index + m[0].indexOf('{') + 1;
      out.push({ name: m[2]!, values, range: [at, at + m[1]!.length] });
    }
  }
  return out;
}

/** The values of a JSDoc type that is a union of string literals only (`'A' | "B"`), else undefined. */
export function stringLiteralUnion(type: string): string[] | undefined {
  const values = type.split('|').map((p) => /^(['"])([^'"]*)\1$/.exec(p.trim())?.[2]);
  return values.length && values.every((v) => v !== undefined) ? (values) : undefined;
}

/**
 * `@typedef {{ id: string, state: string, currentStage?: Stage | null }} Application`: the members of an
 * object-literal type, split at top-level commas and line ends (a `//` remark inside is skipped).
 */
function literalTypedef(body: string, from: number, to: number, start: number): JsDocTypedef | undefined {
  const open = /^@typedef\s*\{\s*\{/.exec(body.slice(from, to));
  if (!open) return undefined;
  const parsed = objectTypeMembers(body, from + open[0].length, to, start);
  if (!parsed) return undefined;
  const name = /^\s*\}\s*([A-Za-z_$][\w$]*)/.exec(body.slice(parsed.end, to))?.[1];
  return parsed.members.size > 0 ? { ...(name ? { name } : {}), members: parsed.members, form: 'literal' } : undefined;
}

/**
 * The members of an object-literal type whose text starts at `inner` of `body` (just after its `{`),
 * split at top-level commas and line ends (a `//` remark inside is skipped); `start` is where `body`
 * starts in the file. `end`: just after the closing `}`.
 */
function objectTypeMembers(body: string, inner: number, to: number, start: number): { members: Map<string, JsDocMember>; end: number } | undefined {
  let depth = 1;
  let i = inner;
  const members = new Map<string, JsDocMember>();
  let segment = i;
  const flush = (end: number): void => {
    const text = body.slice(segment, end);
    const m = /^((?:\s|\*(?!\/))*)([A-Za-z_$][\w$]*)(\?)?\s*:\s*([^\n]*?)\s*(?:\/\/[^\n]*)?\s*$/.exec(text.replace(/\/\/[^\n]*/g, (c) => ' '.repeat(c.length)));
    if (m) {
      const nameAt = start + segment + m[1]!.length;
      const typeText = m[4]!.trim();
      const typeEnd = start + segment + text.indexOf(typeText, m[1]!.length + m[2]!.length) + typeText.length;
      members.set(m[2]!, { name: m[2]!, type: typeText, optional: !!m[3], nameRange: [nameAt, nameAt + m[2]!.length], tagRange: [nameAt, typeEnd], lineRange: [nameAt, typeEnd], linePrefix: '' });
    }
    segment = end + 1;
  };
  for (; i < to && depth > 0; i++) {
    const c = body[i];
    if (c === '/' && body[i + 1] === '/') {
      while (i < to && body[i] !== '\n') i++;
      if (depth === 1) flush(i);
      continue;
    }
    if (c === '{' || c === '(' || c === '[' || c === '<') depth++;
    else if (c === '}' || c === ')' || c === ']' || c === '>') {
      depth--;
      if (depth === 0) flush(i);
    } else if ((c === ',' || c === '\n') && depth === 1) flush(i);
  }
  if (depth !== 0 || i === inner) return undefined;
  return { members, end: i };
}

/** The members of a JSDoc object-literal type (`{ body: string, isPrivate?: boolean }`) written at `at` in the file. */
export function jsDocObjectTypeMembers(type: string, at: number): Map<string, JsDocMember> | undefined {
  const open = /^\s*\{/.exec(type);
  return open ? objectTypeMembers(type, open[0].length, type.length, at)?.members : undefined;
}

/**
 * The members of the type a `@param` tag gives: an object-literal type written there
 * (`@param {{ state?: string, jobId?: string }} filter`), or the `@typedef` of the file it names.
 */
export function jsDocParamMembers(tag: JsDocParamTag, typedefs: () => readonly JsDocTypedef[]): Map<string, JsDocMember> | undefined {
  if (/^[A-Za-z_$][\w$]*$/.test(tag.type)) return typedefs().find((t) => t.name === tag.type)?.members;
  return jsDocObjectTypeMembers(tag.type, tag.typeStart);
}

/** `import('../lib/pipeline').Application` in JSDoc types: each module specifier (relative) and type name. */
export function jsDocImportedTypes(comments: readonly TSESTree.Comment[] | undefined): { specifier: string; name: string }[] {
  const out: { specifier: string; name: string }[] = [];
  for (const comment of comments ?? []) {
    if (comment.type !== 'Block' || !comment.value.includes('import(')) continue;
    for (const [, specifier, name] of comment.value.matchAll(IMPORT_TYPE)) out.push({ specifier: specifier!, name: name! });
  }
  return out;
}
const IMPORT_TYPE = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)\.([A-Za-z_$][\w$]*)/g;

export function isJsDocApplicationShape(members: Map<string, JsDocMember>, unions: readonly JsDocUnionTypedef[] = []): boolean {
  const state = members.get(NAMES.legacyState)?.type;
  const stage = members.get(NAMES.legacyStage)?.type;
  // `@property {PipelineState} state` of `@typedef {'QUEUED' | 'SCREENING' | …} PipelineState`: that union's values.
  const named = state ? unions.find((u) => u.name === state.trim()) : undefined;
  return declaresApplication({
    has: (name) => members.has(name),
    stateLiterals: named ? named.values : state ? literalsOf(state) : [],
    stageIsObject: !!stage && isObjectType(stage),
    stateOptional: !!members.get(NAMES.legacyState)?.optional,
  });
}

/** The string literals of a union: `'A' | "B" | string` → A, B. */
function literalsOf(type: string): string[] {
  return topLevelUnion(type).flatMap((part) => {
    const m = /^(['"])(.*)\1$/.exec(part);
    return m ? [m[2]!] : [];
  });
}

/** `{ … }`, `Object`, `Stage`, `?Stage`, `Stage|null`, `import('./t').Stage`: an object, not a number or a string. */
function isObjectType(type: string): boolean {
  const parts = topLevelUnion(type).map((p) => p.replace(/^[?!]|=$/g, '').trim());
  const object = (p: string) => p.startsWith('{') || /^(?:[A-Z][\w$.]*|object|import\([^)]*\)[\w$.]*)(?:<.*>)?$/.test(p);
  return parts.some(object) && parts.every((p) => object(p) || p === 'null' || p === 'undefined');
}

function topLevelUnion(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type[i];
    if (c === '{' || c === '(' || c === '<' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === '>' || c === ']') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(type.slice(from, i).trim());
      from = i + 1;
    }
  }
  parts.push(type.slice(from).trim());
  const whole = parts.length === 1 ? parts[0]!.replace(/^\((.*)\)$/s, '$1') : undefined;
  return whole !== undefined && whole !== parts[0] ? topLevelUnion(whole) : parts;
}

/**
 * Names of the JSDoc types of a file that stand for an application: `@typedef {object} X` whose
 * properties declare one, and `@typedef {import('./types.js').Application} Application`, an alias of
 * another module's type named as one (the same rule as a TypeScript `import type { Application }`).
 */
export function jsDocApplicationTypeNames(comments: readonly TSESTree.Comment[] | undefined, text: string): Set<string> {
  const names = new Set<string>();
  for (const comment of comments ?? []) {
    if (comment.type !== 'Block' || !comment.value.startsWith('*') || !comment.value.includes('@typedef')) continue;
    for (const m of comment.value.matchAll(/@typedef\s+\{([^}]*)\}\s*([A-Za-z_$][\w$]*)/g)) {
      const [, type, name] = m;
      if (/^import\(\s*['"]\.\.?\/[^'"]+['"]\s*\)\.[\w$]*Application$/.test(type!.trim()) && /Application$/.test(name!)) names.add(name!);
    }
  }
  const unions = jsDocUnionTypedefs(comments);
  for (const typedef of jsDocTypedefs(comments, text)) if (typedef.name && isJsDocApplicationShape(typedef.members, unions)) names.add(typedef.name);
  return names;
}

/**
 * The `@param {Type} name` tags of the JSDoc block right before a function (or the statement that
 * declares it), as name → type text.
 */
export function jsDocParamTypes(fn: TSESTree.FunctionLike, comments: readonly TSESTree.Comment[] | undefined, text: string): Map<string, string> {
  return new Map([...jsDocParamTags(fn, comments, text)].map(([name, tag]) => [name, tag.type]));
}

export interface JsDocParamTag {
  /** The type between the braces, trimmed. */
  type: string;
  /** Where the text between the braces starts in the file. */
  typeStart: number;
  nameRange: [number, number];
}

/** The `@param {Type} name` tags of the JSDoc block right before a function, with where they are written. */
export function jsDocParamTags(fn: TSESTree.FunctionLike, comments: readonly TSESTree.Comment[] | undefined, text: string): Map<string, JsDocParamTag> {
  const out = new Map<string, JsDocParamTag>();
  if (!comments?.length) return out;
  let holder: TSESTree.Node = fn;
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator') holder = parent.parent ?? parent;
  else if (parent?.type === 'MethodDefinition' || parent?.type === 'Property' || parent?.type === 'PropertyDefinition') holder = parent;
  if (holder.parent?.type === 'ExportNamedDeclaration' || holder.parent?.type === 'ExportDefaultDeclaration') holder = holder.parent;
  const start = holder.range[0];
  // The last comment before the declaration, with only white space between.
  let lo = 0;
  let hi = comments.length - 1;
  let found: TSESTree.Comment | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = comments[mid]!;
    if (c.range[1] <= start) {
      found = c;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (!found || found.type !== 'Block' || !found.value.startsWith('*') || text.slice(found.range[1], start).trim() !== '') return out;
  const bodyStart = found.range[0] + 2;
  for (const m of found.value.matchAll(/@(?:param|arg|argument)\s+\{((?:[^{}]|\{[^{}]*\})*)\}\s*\[?([A-Za-z_$][\w$]*)/g)) {
    const at = bodyStart + m.index;
    const typeStart = at + m[0].indexOf('{') + 1;
    const nameStart = at + m[0].length - m[2]!.length;
    out.set(m[2]!, { type: m[1]!.trim(), typeStart: typeStart + (m[1]!.length - m[1]!.trimStart().length), nameRange: [nameStart, nameStart + m[2]!.length] });
  }
  return out;
}

/** The type names a JSDoc type text is made of, through `[]`, `Array<…>`, `Promise<…>`, unions and `?`. */
export function jsDocTypeNames(type: string): string[] {
  return [...type.matchAll(/[A-Za-z_$][\w$]*/g)].map((m) => m[0]).filter((n) => !['Array', 'Promise', 'ReadonlyArray', 'null', 'undefined', 'Record', 'string', 'number'].includes(n));
}
