/**
 * The bridge from the engine to ESLint: the file is analysed once (whatever number of rules are on),
 * and each rule reports its own findings, with the autofix and suggestions the engine decided.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from '@typescript-eslint/utils';
import { analyze, type Analysis } from '../engine/analyze.js';
import { allNodes } from '../matchers/ast.js';
import type { MessageId } from '../engine/messages.js';
import type { Edit, Finding, RuleName } from '../engine/types.js';
import { normalizeWrappers, SETTINGS_KEY, type RuleOptions, type SharedSettings } from './settings.js';
import type { CalleeResolver, WrapperSpec } from '../matchers/requests.js';
import { calleeResolver, typedApplicationPredicate } from '../typed/application-type.js';
import { wrappersOfProgram } from '../typed/wrappers.js';
import { analyzeComponent, projectionOfSourceCode } from '../sfc/components.js';

interface FileAnalyses {
  byKey: Map<string, Analysis>;
  /** The settings and rule options objects the last analysis was asked with. */
  last?: { settings: unknown; options: unknown; analysis: Analysis };
}
const cache = new WeakMap<TSESTree.Program, FileAnalyses>();

export function settingsOf(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): SharedSettings {
  return (context.settings as Record<string, unknown>)[SETTINGS_KEY] ?? {};
}

function todayOf(settings: SharedSettings): string {
  return settings.today ?? process.env.HIRING_MIGRATE_TODAY ?? new Date().toISOString().slice(0, 10);
}

export function analysisFor(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  options: RuleOptions | undefined,
): Analysis {
  // Ten rules ask for the same file's analysis: the first pays, the others find it by identity
  // (the defaults give each rule a fresh `{}` of options: that is no options).
  const own = options && Object.keys(options).length > 0 ? options : undefined;
  const sourceCode = context.sourceCode;
  let perFile = cache.get(sourceCode.ast);
  const last = perFile?.last;
  if (last && last.settings === context.settings && last.options === own) return last.analysis;
  const settings = settingsOf(context);
  let wrappers = normalizeWrappers([...(settings.wrappers ?? []), ...(own?.wrappers ?? [])]);
  const noteWrappers = normalizeWrappers([...(settings.noteWrappers ?? []), ...(own?.noteWrappers ?? [])]);
  const today = todayOf(settings);
  const key = JSON.stringify([wrappers, noteWrappers, today, !!settings.typeAware, settings.importers?.length ?? 0]);
  if (!perFile) cache.set(sourceCode.ast, (perFile = { byKey: new Map() }));
  const cached = perFile.byKey.get(key);
  if (cached) {
    perFile.last = { settings: context.settings, options: own, analysis: cached };
    return cached;
  }
  // A .vue or .svelte file (vue-eslint-parser, svelte-eslint-parser): its scripts and template
  // expressions through the same engine, its relative imports followed as any file's.
  const projection = projectionOfSourceCode(sourceCode, context.filename);
  if (projection) {
    const analysis = analyzeComponent(projection, { wrappers, noteWrappers, today }, { filename: context.filename });
    perFile.byKey.set(key, analysis);
    perFile.last = { settings: context.settings, options: own, analysis };
    return analysis;
  }
  let typedIsApplication: ((node: TSESTree.Node) => boolean) | undefined;
  // Wrappers found in a loaded project match calls by the declaration they resolve to.
  let resolveCallee: CalleeResolver | undefined;
  const services = settings.typeAware ? parserServicesOf(sourceCode) : undefined;
  if (settings.typeAware && !services?.program) {
    // oxlint's JS plugins, or a config without projectService: no types to ask, so the file-local
    // recognition of the recommended preset, said once rather than a crash.
    warnOnce(
      `hiring-migrate: settings['${SETTINGS_KEY}'].typeAware is on (the recommended-type-checked preset), but ${context.filename} was parsed without type information; the rules fall back to file-local recognition. Configure languageOptions.parserOptions.projectService (or project), or use the recommended preset.`,
    );
  }
  if (services?.program) ({ typedIsApplication, resolveCallee, wrappers } = typedRecognition(services as never, wrappers));
  const filename = context.filename;
  const analysis = analyze(
    {
      ast: sourceCode.ast,
      scopeManager: sourceCode.scopeManager,
      text: sourceCode.text,
      typescript: /\.[cm]?tsx?$/.test(filename),
      filename,
      typedIsApplication,
      resolveCallee,
      nodes: () => nodesOf(sourceCode),
    },
    { wrappers, noteWrappers, today, ...(settings.importers ? { importers: settings.importers } : {}) },
  );
  perFile.byKey.set(key, analysis);
  perFile.last = { settings: context.settings, options: own, analysis };
  return analysis;
}

/**
 * What types add to a file's analysis: the checker's verdict on an expression, the declaration a
 * callee resolves to, and the project's own wrappers, wherever they are declared (what `check
 * --project` finds, the editor shows). `check --project` asks here too, without ESLint.
 */
export function typedRecognition(
  services: ParserServicesWithTypeInformation,
  wrappers: readonly WrapperSpec[],
): { typedIsApplication: (node: TSESTree.Node) => boolean; resolveCallee: CalleeResolver; wrappers: WrapperSpec[] } {
  return {
    typedIsApplication: typedApplicationPredicate(services),
    resolveCallee: calleeResolver(services),
    wrappers: withoutDuplicates([...wrappers, ...wrappersOfProgram(services.program)]),
  };
}

/** The parser's services, if any: a linter without them (oxlint) may lack the property or throw on it. */
function parserServicesOf(sourceCode: Readonly<TSESLint.SourceCode>): Partial<TSESLint.SourceCode['parserServices']> | undefined {
  try {
    return sourceCode.parserServices ?? undefined;
  } catch {
    return undefined;
  }
}

let warned = false;
function warnOnce(message: string): void {
  if (warned) return;
  warned = true;
  process.emitWarning(message);
}

/** ESLint's traversal steps (computed before any rule is created, and cached) hold every node in order. */
interface TraversalStep {
  kind: number;
  phase?: number;
  target: unknown;
}
const VISIT = 1;
const ENTER = 1;

function nodesOf(sourceCode: Readonly<TSESLint.SourceCode>): readonly TSESTree.Node[] {
  const traverse = (sourceCode as unknown as { traverse?: () => Iterable<TraversalStep> }).traverse;
  if (typeof traverse !== 'function') return allNodes(sourceCode.ast);
  const nodes: TSESTree.Node[] = [];
  for (const step of traverse.call(sourceCode)) if (step.kind === VISIT && step.phase === ENTER) nodes.push(step.target as TSESTree.Node);
  return nodes;
}

function withoutDuplicates(wrappers: WrapperSpec[]): WrapperSpec[] {
  const seen = new Map<string, WrapperSpec>();
  for (const w of wrappers) seen.set(`${w.name}#${w.argument ?? 0}#${w.declaration ?? ''}`, w);
  return [...seen.values()];
}

function toFix(edits: readonly Edit[]): TSESLint.ReportFixFunction {
  return (fixer) => edits.map((e) => fixer.replaceTextRange(e.range, e.text));
}

/**
 * The `create` of every migration rule: report this rule's findings. The file is analysed here, in
 * `create`, so that a rule with nothing to report registers no listener at all (most files of a
 * code base: the text pre-filter rules them out before any AST work).
 */
export function reportFindings<R extends RuleName>(
  context: Readonly<TSESLint.RuleContext<MessageId<R>, readonly [RuleOptions?]>>,
  rule: R,
  options: RuleOptions | undefined,
): TSESLint.RuleListener {
  const { findings } = analysisFor(context, options);
  const ofRule = (f: Finding): f is Finding<R> => f.rule === rule;
  if (!findings.some(ofRule)) return {};
  return {
    Program() {
      const sourceCode = context.sourceCode;
      for (const finding of findings) {
        if (!ofRule(finding)) continue;
        context.report({
          loc: { start: sourceCode.getLocFromIndex(finding.range[0]), end: sourceCode.getLocFromIndex(finding.range[1]) },
          messageId: finding.messageId,
          data: finding.data,
          ...(finding.fix ? { fix: toFix(finding.fix) } : {}),
          ...(finding.suggestions
            ? {
                suggest: finding.suggestions.map((s) => ({
                  messageId: s.messageId,
                  data: s.data ?? {},
                  fix: toFix(s.edits),
                })),
              }
            : {}),
        });
      }
    },
  };
}
