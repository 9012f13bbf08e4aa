/**
 * `check --project`'s own path: a file of the project through the engine with the program's types,
 * reported as typed linting through ESLint reports it (eslint-options.ts: the project's parser, the
 * recommended rules, the same settings), without loading ESLint or running its per-file pipeline.
 *
 * It parses as ESLint would call the parser on that file (the parse wrapper discovery kept, else
 * @typescript-eslint/parser with the program, as a module), hands the rules' analysis ESLint's own
 * traversal order, and hands a file back to ESLint where ESLint's answer could differ: a comment that
 * speaks to ESLint, a byte order mark, a CommonJS `.cjs` file, a file the parser refuses. On the
 * 2,000-file bench project this path checks the 202 candidate files in 0.3 s, where ESLint took 1.1 s
 * and another 0.3 s to load. test/project-parity.test.ts holds it to ESLint's report.
 */
import { resolve } from 'node:path';
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';
import { visitorKeys as VISITOR_KEYS } from '@typescript-eslint/visitor-keys';
import type ts from '../../typescript.cjs';
import load from '../../load.cjs';
import { analyze } from '../../engine/analyze.js';
import { SCOPE_LIB } from '../../matchers/scope.js';
import { normalizeWrappers } from '../../plugin/settings.js';
import { typedRecognition } from '../../plugin/report.js';
import { takeKeptParse } from '../../typed/wrappers.js';
import { analysed, reportOf, speaksToESLint, todayOf, type OwnOutcome, type OwnSettings } from './own.js';

type Node = TSESTree.Node;
type ParserModule = typeof import('@typescript-eslint/parser');
let parserModule: ParserModule | undefined;
const parser = (): ParserModule => (parserModule ??= load('@typescript-eslint/parser') as ParserModule);

/** Keys ESLint's traversal never follows on a node type it has no visitor keys for (eslint-visitor-keys' getKeys). */
const FALLBACK_SKIPPED = new Set(['parent', 'leadingComments', 'trailingComments']);

/** ESLint's shebang pattern (lib/shared/ast-utils.js): ESLint parses the line as a comment. */
const SHEBANG = /^#!([^\r\n]+)/u;

/** The files typed linting reads with the program: its root files, the tsconfig's file list. */
export function typedFilesOf(program: ts.Program): ReadonlySet<string> {
  return new Set(program.getRootFileNames().map((file) => resolve(file)));
}

export function checkTypedFile(filePath: string, source: string, settings: OwnSettings, program: ts.Program): OwnOutcome {
  if (speaksToESLint(source)) return { eslint: 'a comment ESLint reads as a directive' };
  // ESLint parses the text without its byte order mark, the program holds it: ESLint decides.
  if (source.charCodeAt(0) === 0xfeff) return { eslint: 'a byte order mark' };
  // ESLint's default configuration reads .cjs files as CommonJS (globals, a function scope).
  if (/\.cjs$/i.test(filePath)) return { eslint: 'a CommonJS file' };
  const filename = resolve(filePath);
  const code = source.replace(SHEBANG, (_, line: string) => `//${line}`);
  let parsed: ReturnType<ParserModule['parseForESLint']>;
  try {
    parsed =
      takeKeptParse(program, code, filename) ??
      parser().parseForESLint(code, {
        sourceType: 'module',
        ecmaFeatures: { jsx: true },
        lib: SCOPE_LIB,
        programs: [program],
        loc: true,
        range: true,
        tokens: true,
        comment: true,
        filePath: filename,
      });
  } catch {
    return { eslint: 'the parser refuses the file' };
  }
  const services = parsed.services as ParserServicesWithTypeInformation;
  return analysed(filePath, () => {
    const { typedIsApplication, resolveCallee, wrappers } = typedRecognition(services, normalizeWrappers(settings.wrappers ?? []));
    const { findings } = analyze(
      {
        ast: parsed.ast,
        scopeManager: parsed.scopeManager,
        text: source,
        typescript: /\.[cm]?tsx?$/.test(filename),
        filename,
        typedIsApplication,
        resolveCallee,
        nodes: () => traversal(parsed.ast, parsed.visitorKeys ?? VISITOR_KEYS),
      },
      { wrappers, noteWrappers: [], today: todayOf(settings), ...(settings.importers ? { importers: settings.importers } : {}) },
    );
    return { result: reportOf(filePath, source, source, findings, parsed.ast.comments ?? [], settings) };
  });
}

/**
 * Every node in the order ESLint's traversal enters them (lib/shared/traverser.js): depth first, children
 * in visitor-key order, each node's `parent` set to the node it was entered from, the root's to null.
 */
function traversal(root: Node, keys: Readonly<Record<string, readonly string[] | undefined>>): Node[] {
  const nodes: Node[] = [];
  const enter = (node: unknown, parent: Node | null): void => {
    if (node === null || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const current = node as Node;
    (current as { parent: Node | null }).parent = parent;
    nodes.push(current);
    for (const key of keys[current.type] ?? Object.keys(current).filter((k) => !FALLBACK_SKIPPED.has(k) && !k.startsWith('_'))) {
      const child = (current as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) for (const item of child) enter(item, current);
      else enter(child, current);
    }
  };
  enter(root, null);
  return nodes;
}
