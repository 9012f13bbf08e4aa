/** Which files `check` and `fix` read (src/cli/files.ts): the walk, and `.gitignore` read as git reads it. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findSourceFiles } from '../../src/cli/files.js';

const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tree(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
}

async function found(root: string, path: string): Promise<string[]> {
  return (await findSourceFiles([path], root)).files.map((file) => relative(root, file));
}

describe('findSourceFiles', () => {
  it("reads the .gitignore files of the tree and of the directories above it up to the repository's root, the deepest last, as git does", async () => {
    // Above the repository: its rules are not the repository's.
    tree(dir, { '.gitignore': '*.js\n' });
    const repo = join(dir, 'repo');
    tree(repo, {
      '.gitignore': 'gen/\n*.tmp.js\n!keep.tmp.js\nvendor\n',
      'a/.gitignore': '!gen/\n',
      'b/deep/.gitignore': 'x/\n',
      'sub/.gitignore': 'inner/*.js\n',
      'vendor/.gitignore': '!lib.js\n',
      'a/gen/g.js': '',
      'a/keep/k.js': '',
      'a/z.tmp.js': '',
      'a/keep.tmp.js': '',
      'b/deep/x/x.js': '',
      'b/deep/y.js': '',
      'sub/inner/i.js': '',
      'sub/inner/i.ts': '',
      'gen/top.js': '',
      'vendor/lib.js': '',
      'node_modules/dep/index.js': '',
      'root.js': '',
    });
    execFileSync('git', ['init', '-q', repo]);
    const expected = ['a/gen/g.js', 'a/keep.tmp.js', 'a/keep/k.js', 'b/deep/y.js', 'root.js', 'sub/inner/i.ts'];
    const byGit = execFileSync('git', ['ls-files', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.[jt]s$/.test(file) && !file.startsWith('node_modules/'))
      .sort();
    expect(byGit).toEqual(expected);
    expect(await found(repo, '.')).toEqual(expected);
    // A directory of the repository answers to the rules above it too.
    expect(await found(repo, 'a')).toEqual(['a/gen/g.js', 'a/keep.tmp.js', 'a/keep/k.js']);
    expect(await found(repo, 'sub')).toEqual(['sub/inner/i.ts']);
  });

  it('outside a repository, only the .gitignore files of the given tree count', async () => {
    const loose = join(dir, 'loose');
    tree(loose, { 'app/.gitignore': 'out.js\n', 'app/out.js': '', 'app/in.js': '', 'app/build/b.js': '' });
    // The .gitignore above (`*.js`) is not read: no repository holds both.
    expect(await found(loose, 'app')).toEqual(['app/in.js']);
  });
});
