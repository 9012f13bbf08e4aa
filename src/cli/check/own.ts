/**
 * `check`'s own path: a file through the engine directly (oxc-parser → scope analysis → analysis), its
 * findings reported as ESLint would report the plugin's recommended rules, in ESLint's own result
 * shape, so that every formatter, the baseline ratchet and `--max-warnings` work unchanged.
 *
 * It stands for ESLint only where it gives the same answer, and hands a file back to ESLint
 * otherwise (`{ eslint: why }`):
 *   - a comment that speaks to ESLint (`eslint-disable…`, `eslint-enable`, `/* eslint rule: … *\/`,
 *     `/* global … *\/`): directives, inline configuration and declared globals are ESLint's to apply;
 *   - a file oxc-parser refuses: ESLint's parser decides, and its message is the one to show.
 * Run without `--config`, ESLint would apply exactly the recommended rules at "error", no options, and the
 * CLI's settings (`today`, `wrappers`): that is what is reproduced here. The parity test
 * (test/parity.test.ts) holds both paths to the same results on the whole corpus.
 */
import { resolve } from 'node:path';
import type { ESLint } from 'eslint';
import { analyze } from '../../engine/analyze.js';
import { TODO_TAG, todoText } from '../../engine/edits.js';
import { isTypeScript, parseFast } from '../../engine/parse.js';
import type { Edit, Finding } from '../../engine/types.js';
import { PLUGIN_PREFIX } from '../../plugin/prefix.js';
import { normalizeWrappers } from '../../plugin/settings.js';
import { rules } from '../../../rules/index.js';
import type { Wrapper } from '../shared-options.js';
import { resultOf } from './own-result.js';
import { locator, type Locator } from '../../engine/lines.js';

type Message = ESLint.LintResult['messages'][number];

export interface OwnSettings {
  today?: string;
  wrappers?: Wrapper[];
  /**
   * Only the json format prints a result's `source` and a message's suggestions (a suggestion that adds
   * a helper spans to the end of the file: megabytes over a large tree); other formats never read
   * them, so they are left out unless asked for.
   */
  full?: boolean;
  /** The files of the run that may make demands on the modules they import (see engine/demands). */
  importers?: string[];
}

export type OwnOutcome = { result: ESLint.LintResult } | { eslint: string };

/** Comments that ESLint reads as directives, inline configuration or globals. */
const ESLINT_COMMENT = /\/[*/]\s*(?:eslint(?:-disable|-enable|\s|$)|globals?\s|exported\s)/;

const RECOMMENDED = Object.entries(rules)
  .filter(([, rule]) => rule.meta.docs?.recommended)
  .map(([id]) => id);

const SEVERITY = 2; // the recommended preset sets every rule to "error"

export function checkFile(filePath: string, source: string, settings: OwnSettings): OwnOutcome {
  if (ESLINT_COMMENT.test(source)) return { eslint: 'a comment ESLint reads as a directive' };
  // ESLint lints the text without its byte order mark; ranges are offsets into that text.
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  return analysed(filePath, () => {
    const parsed = parseFast(text, filePath);
    if (!parsed) return { eslint: 'oxc-parser refuses the file' };
    const { findings } = analyze(
      { ast: parsed.ast, scopeManager: parsed.scopeManager, text, typescript: isTypeScript(filePath), filename: resolve(filePath) },
      { wrappers: normalizeWrappers(settings.wrappers ?? []), noteWrappers: [], today: todayOf(settings), ...(settings.importers ? { importers: settings.importers } : {}) },
    );
    return { result: reportOf(filePath, source, text, findings, parsed.ast.comments ?? [], settings) };
  });
}

/**
 * A file's outcome, or, where the scope analysis or the engine fails on it (a stack exhausted by an
 * expression nested thousands deep), a fatal message for that file alone: the other files are still
 * checked, and the run does not pass with a file it could not check.
 */
export function analysed(filePath: string, check: () => OwnOutcome): OwnOutcome {
  try {
    return check();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { result: resultOf(filePath, [{ ruleId: null, fatal: true, severity: 2, message: `Internal error in hiring-migrate's analysis (${why}): this file was not checked. Please report it with the file.`, line: 1, column: 1 }]) };
  }
}

/** The day the removal is counted from, as the rules take it. */
export function todayOf(settings: OwnSettings): string {
  return settings.today ?? process.env.HIRING_MIGRATE_TODAY ?? new Date().toISOString().slice(0, 10);
}

/** Is this a file only ESLint can answer for? (directives, inline configuration, declared globals) */
export function speaksToESLint(source: string): boolean {
  return ESLINT_COMMENT.test(source);
}

/** A file's findings as ESLint reports the recommended rules: rule by rule, then sorted by position. */
export function reportOf(
  filePath: string,
  source: string,
  text: string,
  findings: readonly Finding[],
  comments: readonly { value: string; range: [number, number] }[],
  settings: OwnSettings,
): ESLint.LintResult {
  const loc = locator(text);
  const messages: Message[] = [];
  for (const id of RECOMMENDED) {
    if (id === 'no-migration-todo') {
      if (text.includes(TODO_TAG)) messages.push(...todoMessages(comments, loc));
      continue;
    }
    for (const finding of findings) if (finding.rule === id) messages.push(messageOf(finding, text, loc, !!settings.full));
  }
  // ESLint sorts a file's problems by position (a stable sort: rule order breaks ties).
  messages.sort((a, b) => a.line - b.line || a.column - b.column);
  return resultOf(filePath, messages, settings.full ? source : undefined);
}

function messageOf(finding: Finding, text: string, loc: Locator, withSuggestions: boolean): Message {
  const meta = rules[finding.rule].meta;
  const start = loc(finding.range[0]);
  const end = loc(finding.range[1]);
  const message: Message = {
    ruleId: `${PLUGIN_PREFIX}/${finding.rule}`,
    severity: SEVERITY,
    message: interpolate((meta.messages as Record<string, string>)[finding.messageId]!, finding.data),
    line: start.line,
    column: start.column + 1,
    messageId: finding.messageId,
    endLine: end.line,
    endColumn: end.column + 1,
  };
  const fix = finding.fix && mergeEdits(finding.fix, text);
  if (fix) message.fix = fix;
  const suggestions = (withSuggestions ? (finding.suggestions ?? []) : [])
    .map((s) => ({
      messageId: s.messageId,
      data: s.data ?? {},
      fix: mergeEdits(s.edits, text),
      desc: interpolate((meta.messages as Record<string, string>)[s.messageId]!, s.data ?? {}),
    }))
    .filter((s) => s.fix);
  if (suggestions.length > 0) message.suggestions = suggestions as Message['suggestions'];
  return message;
}

/** `no-migration-todo`: each `TODO(hiring-migrate): …` comment the codemod left. */
function todoMessages(comments: readonly { value: string; range: [number, number] }[], loc: Locator): Message[] {
  const messages: Message[] = [];
  const meta = rules['no-migration-todo'].meta;
  for (const comment of comments) {
    const todo = todoText(comment.value);
    if (todo === undefined) continue;
    const start = loc(comment.range[0]);
    const end = loc(comment.range[1]);
    messages.push({
      ruleId: `${PLUGIN_PREFIX}/no-migration-todo`,
      severity: SEVERITY,
      message: interpolate(meta.messages.open, { todo }),
      line: start.line,
      column: start.column + 1,
      messageId: 'open',
      endLine: end.line,
      endColumn: end.column + 1,
    });
  }
  return messages;
}

/** ESLint's interpolation of `{{ name }}` placeholders (lib/linter/interpolate.js). */
function interpolate(template: string, data: Record<string, string>): string {
  if (!template.includes('{{')) return template;
  return template.replace(/\{\{([^{}]+)\}\}/gu, (whole, term: string) => (term.trim() in data ? data[term.trim()]! : whole));
}

/** ESLint's merge of a report's fixes into one (lib/linter/file-report.js, mergeFixes). */
function mergeEdits(edits: readonly Edit[], text: string): { range: [number, number]; text: string } | undefined {
  if (edits.length === 0) return undefined;
  if (edits.length === 1) return { range: [edits[0]!.range[0], edits[0]!.range[1]], text: edits[0]!.text };
  const sorted = [...edits].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  const start = sorted[0]!.range[0];
  const end = sorted.at(-1)!.range[1];
  let out = '';
  let last = Number.MIN_SAFE_INTEGER;
  for (const edit of sorted) {
    if (edit.range[0] < last) throw new Error('Fix objects must not be overlapped in a report.');
    if (edit.range[0] >= 0) out += text.slice(Math.max(0, start, last), edit.range[0]);
    out += edit.text;
    last = edit.range[1];
  }
  out += text.slice(Math.max(0, start, last), end);
  return { range: [start, end], text: out };
}

