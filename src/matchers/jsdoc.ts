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
  members: Map<string, JsDocMember>;
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
      if (members.size > 0) typedefs.push({ members });
    });
  }
  return typedefs;
}

/** Does a JSDoc typedef declare an application (see declaresApplication)? */
export function isJsDocApplicationShape(members: Map<string, JsDocMember>): boolean {
  const state = members.get(NAMES.legacyState)?.type;
  const stage = members.get(NAMES.legacyStage)?.type;
  return declaresApplication({
    has: (name) => members.has(name),
    stateLiterals: state ? literalsOf(state) : [],
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
