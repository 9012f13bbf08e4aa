/**
 * `--format github`: GitHub Actions workflow commands, which GitHub shows as annotations on the diff:
 *   ::error file=src/a.ts,line=3,col=52,endLine=3,endColumn=60,title=hiring-migrate/no-legacy-state-filter::The `state` filter…
 * https://docs.github.com/actions/reference/workflow-commands-for-github-actions#setting-an-error-message
 *
 * GitHub keeps at most 10 error and 10 warning annotations per step (50 per job) and drops the rest
 * without a word. So the first ones are annotated, the others are listed in the log (in a collapsed
 * group), and a notice says how many there are and how to see them all at their lines.
 * https://docs.github.com/en/rest/checks/runs#update-a-check-run (annotation limits)
 */
import { appendFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { ESLint } from 'eslint';
import { PLUGIN_PREFIX } from '../../plugin/meta.js';

/** Annotations GitHub shows per step, per severity. */
export const ANNOTATIONS_PER_STEP = 10;

type Message = ESLint.LintResult['messages'][number];

interface Located {
  file: string;
  message: Message;
}

export function github(results: readonly ESLint.LintResult[], cwd: string, limit = ANNOTATIONS_PER_STEP): string {
  const all = located(results, cwd);
  const annotated: string[] = [];
  const rest: string[] = [];
  const shown = { error: 0, warning: 0 };
  for (const { file, message: m } of all) {
    const level = m.severity === 2 ? 'error' : 'warning';
    if (shown[level] < limit) {
      shown[level]++;
      const props = [
        `file=${escapeProperty(file)}`,
        `line=${m.line || 1}`,
        `col=${m.column || 1}`,
        ...(m.endLine ? [`endLine=${m.endLine}`] : []),
        ...(m.endColumn ? [`endColumn=${m.endColumn}`] : []),
        `title=${escapeProperty(m.ruleId ?? 'parse error')}`,
      ];
      annotated.push(`::${level} ${props.join(',')}::${escapeData(m.message)}`);
    } else {
      rest.push(`${file}:${m.line || 1}:${m.column || 1}: ${level} ${m.ruleId ?? 'parse error'}: ${m.message.replace(/\r?\n/g, ' ')}`);
    }
  }
  const lines = [...annotated];
  if (rest.length) {
    const more = `${rest.length} more ${rest.length === 1 ? 'finding' : 'findings'}`;
    lines.push(`::group::${more}`, ...rest, '::endgroup::');
    lines.push(
      `::notice title=hiring-migrate::${all.length} findings; GitHub shows ${limit} annotations of each severity per step, so the ${more} are listed in the log only. ` +
        `To see every one at its line, upload a SARIF report (--format sarif with github/codeql-action/upload-sarif), or run with --format stylish.`,
    );
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/**
 * The job summary (`$GITHUB_STEP_SUMMARY`, Markdown shown on the run's page): counts per rule and per
 * file. https://docs.github.com/actions/reference/workflow-commands-for-github-actions#adding-a-job-summary
 */
export function jobSummary(results: readonly ESLint.LintResult[], cwd: string): string {
  const all = located(results, cwd);
  if (all.length === 0) return '### hiring-migrate check\n\nNo uses of the removed interface.\n';
  const perRule = count(all.map((f) => (f.message.ruleId ?? 'parse error').replace(`${PLUGIN_PREFIX}/`, '')));
  const perFile = count(all.map((f) => f.file));
  const table = (head: string, counts: Map<string, number>): string =>
    [`| ${head} | Findings |`, '|---|---:|', ...[...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `| \`${k.replace(/\|/g, '\\|')}\` | ${n} |`)].join('\n');
  return (
    `### hiring-migrate check\n\n${all.length} ${all.length === 1 ? 'finding' : 'findings'} in ${perFile.size} ${perFile.size === 1 ? 'file' : 'files'}.\n\n` +
    `${table('Rule', perRule)}\n\n${table('File', perFile)}\n`
  );
}

export async function writeJobSummary(path: string, results: readonly ESLint.LintResult[], cwd: string): Promise<void> {
  await appendFile(path, `${jobSummary(results, cwd)}\n`);
}

function located(results: readonly ESLint.LintResult[], cwd: string): Located[] {
  return results.flatMap((r) => {
    const file = relative(cwd, r.filePath).split('\\').join('/');
    return r.messages.map((message) => ({ file, message }));
  });
}

function count(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

// Escaping as in @actions/core's command.ts.
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
