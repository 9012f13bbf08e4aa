/** `--format github` past GitHub's annotation limit, and the job summary. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runBin, TODAY } from './helpers.js';

/** A file with 25 findings: one request, then 25 reads of `currentStage`. */
function twentyFive(): string {
  const dir = copyFixture('clean');
  const reads = Array.from({ length: 25 }, (_, i) => `  show(${i}, app.currentStage);`);
  writeFileSync(join(dir, 'board.js'), ["const res = await fetch('/v2/applications');", 'for (const app of await res.json()) {', ...reads, '}', ''].join('\n'));
  return dir;
}

describe('check --format github', () => {
  it('annotates the first 10, lists the other 15 in the log, and says how to see them all', () => {
    const dir = twentyFive();
    const summaryFile = join(dir, 'step-summary.md');
    const run = runBin(['check', '--today', TODAY, '--format', 'github'], dir, { GITHUB_STEP_SUMMARY: summaryFile });
    expect(run.status).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => l.startsWith('::error '))).toHaveLength(10);
    expect(lines[0]).toMatch(/^::error file=board\.js,line=3,col=\d+,endLine=3,endColumn=\d+,title=hiring-migrate\/no-current-stage::/);
    expect(lines[10]).toBe('::group::15 more findings');
    expect(lines.slice(11, 26)).toHaveLength(15);
    for (const [i, line] of lines.slice(11, 26).entries()) expect(line).toMatch(new RegExp(`^board\\.js:${13 + i}:\\d+: error hiring-migrate/no-current-stage: The application object`));
    expect(lines[26]).toBe('::endgroup::');
    expect(lines[27]).toMatch(/^::notice title=hiring-migrate::25 findings; GitHub shows 10 annotations of each severity per step, so the 15 more findings are listed in the log only\./);
    expect(lines[27]).toContain('--format sarif');
    expect(lines[27]).toContain('--format stylish');
    expect(lines).toHaveLength(28);

    expect(readFileSync(summaryFile, 'utf8')).toBe(
      '### hiring-migrate check\n\n25 findings in 1 file.\n\n' +
        '| Rule | Findings |\n|---|---:|\n| `no-current-stage` | 25 |\n\n' +
        '| File | Findings |\n|---|---:|\n| `board.js` | 25 |\n\n',
    );
  });

  it('writes no job summary with --no-step-summary, or without $GITHUB_STEP_SUMMARY', () => {
    const dir = twentyFive();
    const summaryFile = join(dir, 'step-summary.md');
    runBin(['check', '--today', TODAY, '--format', 'github', '--no-step-summary'], dir, { GITHUB_STEP_SUMMARY: summaryFile });
    expect(existsSync(summaryFile)).toBe(false);
    const run = runBin(['check', '--today', TODAY, '--format', 'github'], dir, { GITHUB_STEP_SUMMARY: undefined });
    expect(run.status).toBe(1);
  });
});
