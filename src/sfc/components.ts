/**
 * Single-file components (`.vue`, `.svelte`) for the engine: parsed with the parser of their
 * ecosystem, projected to one script (projection.ts), analysed by the same engine as any other file,
 * and the findings placed back in the component. The parsers load on first use only, so a run over
 * plain JavaScript never pays for them.
 */
import { createRequire } from 'node:module';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { analyze, type Analysis } from '../engine/analyze.js';
import type { AnalysisOptions } from '../engine/types.js';
import { disabledAt } from '../codemod/directives.js';
import { parse } from '../codemod/parse.js';
import type { Projection } from './projection.js';
import { COMPONENT_EXTENSIONS, componentKind, type ComponentKind } from './file-types.js';
import { projectSvelte } from './svelte.js';
import { routeDataOf } from './route-data.js';
import { projectVue } from './vue.js';
import type { ComponentNode } from './walk.js';

export { COMPONENT_EXTENSIONS, componentKind, type ComponentKind };

/** The npm package that parses each kind, and what it needs beside it. */
export const COMPONENT_PARSERS: Record<ComponentKind, { name: string; needs?: string }> = {
  vue: { name: 'vue-eslint-parser' },
  svelte: { name: 'svelte-eslint-parser', needs: 'svelte' },
};

interface ComponentParser {
  parseForESLint(code: string, options: Record<string, unknown>): { ast: TSESTree.Program; services?: Record<string, unknown> };
}

const require = createRequire(import.meta.url);
const loaded = new Map<ComponentKind, ComponentParser>();

/**
 * The parser of a kind of component, loaded now (synchronously: the codemod runs file by file, also on
 * worker threads; Node ≥ 20.19 requires ES modules). Throws with what to install when it cannot load.
 */
export function componentParser(kind: ComponentKind): ComponentParser {
  let parser = loaded.get(kind);
  if (parser) return parser;
  const { name, needs } = COMPONENT_PARSERS[kind];
  try {
    parser = require(name) as ComponentParser;
    // svelte-eslint-parser imports the project's own `svelte/compiler` when it parses.
    if (needs) require(`${needs}/compiler`);
  } catch (error) {
    throw new Error(`cannot load ${needs ? `${name} with ${needs}` : name} (${(error as Error).message.split('\n')[0]}); install ${needs ?? name} in the project`);
  }
  loaded.set(kind, parser);
  return parser;
}

/** The options both CLI commands parse components with: TypeScript in `<script lang="ts">` too. */
export function componentParserOptions(filename: string): Record<string, unknown> {
  // Required here, not imported: a run without components never loads the parser.
  return { filePath: filename, parser: require('@typescript-eslint/parser'), ecmaVersion: 'latest', sourceType: 'module' };
}

/** Parses a component and projects it; throws the parser's error for a component that does not parse. */
export function parseComponent(text: string, filename: string): Projection {
  const kind = componentKind(filename);
  if (!kind) throw new Error(`${filename} is not a single-file component`);
  const { ast, services } = componentParser(kind).parseForESLint(text, componentParserOptions(filename));
  const projection = projectionOf(kind, text, ast, services, filename);
  projection.templateErrors = ((ast as unknown as { templateBody?: { errors?: unknown[] } }).templateBody?.errors ?? []).length;
  return projection;
}

function projectionOf(kind: ComponentKind, text: string, ast: TSESTree.Program, services: Record<string, unknown> | undefined, filename: string): Projection {
  if (kind === 'svelte') return projectSvelte(text, ast.body as unknown as ComponentNode[], routeDataOf(filename));
  const fragment = typeof services?.getDocumentFragment === 'function' ? (services.getDocumentFragment as () => ComponentNode | null)() : undefined;
  return projectVue(text, { fragment, templateBody: (ast as unknown as { templateBody?: ComponentNode }).templateBody, body: ast.body as unknown as ComponentNode[] });
}

/**
 * A component linted by ESLint with vue-eslint-parser or svelte-eslint-parser (the user's config or
 * `check`'s): its projection, built from the AST ESLint already has. Undefined for any other file.
 */
export function projectionOfSourceCode(sourceCode: Readonly<TSESLint.SourceCode>, filename: string): Projection | undefined {
  const kind = componentKind(filename);
  if (!kind) return undefined;
  let services: Record<string, unknown> | undefined;
  try {
    services = sourceCode.parserServices;
  } catch {
    return undefined; // a linter without parser services (oxlint)
  }
  if (kind === 'vue' && typeof services?.getDocumentFragment === 'function') return projectionOf(kind, sourceCode.text, sourceCode.ast, services, filename);
  if (kind === 'svelte' && services?.isSvelte) return projectionOf(kind, sourceCode.text, sourceCode.ast, services, filename);
  return undefined;
}

/**
 * The engine's analysis of a component, at the component's own positions. The projection of a
 * component that its own parser read always parses; if it did not, `error` says why (no findings).
 */
export function analyzeComponent(projection: Projection, options: AnalysisOptions, extra: { honourDisableComments?: boolean; filename?: string } = {}): Analysis & { error?: string } {
  const text = projection.projected;
  let parsed;
  try {
    parsed = parse(text, projection.typescript ? 'component.ts' : 'component.js');
  } catch (error) {
    return { findings: [], requests: [], error: `its scripts and template expressions could not be analysed together (${(error as Error).message})` };
  }
  // The component's own path: its relative imports are followed as any module's are.
  const analysis = analyze({ ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript: projection.typescript, ...(extra.filename ? { filename: extra.filename } : {}) }, options);
  // The codemod leaves a site alone where an `eslint-disable` comment in a script says so (ESLint
  // itself reads them in the component).
  let found = analysis.findings;
  if (extra.honourDisableComments && parsed.ast.comments?.length) {
    const lineOf = (offset: number): number => text.slice(0, offset).split('\n').length;
    const disabled = disabledAt(parsed.ast.comments, lineOf);
    found = found.filter((f) => !disabled(f.rule, lineOf(f.range[0])));
  }
  const findings = found.flatMap((f) => {
    const placed = projection.finding(f);
    return placed ? [placed] : [];
  });
  return { findings, requests: analysis.requests };
}
