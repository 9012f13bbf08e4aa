/**
 * The rule docs are executed: every ❌ example must be reported by its rule, every ✅ example must
 * draw no finding from any rule of the plugin.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';
import { lint } from './support/lint.js';

interface Example {
  kind: 'incorrect' | 'correct';
  lang: string;
  code: string;
}

function examples(markdown: string): Example[] {
  const out: Example[] = [];
  let kind: Example['kind'] | undefined;
  const fence = /^```(\w+)\n([\s\S]*?)^```/gm;
  const headings = [...markdown.matchAll(/^### (❌|✅).*$/gm)].map((m) => ({ at: m.index, kind: m[1] === '❌' ? 'incorrect' : 'correct' }) as const);
  // Only the Examples section: later sections hold option snippets, not examples.
  const sectionEnd = markdown.search(/^## Fixes/m);
  for (const m of markdown.matchAll(fence)) {
    if (sectionEnd >= 0 && m.index > sectionEnd) break;
    kind = [...headings].reverse().find((h) => h.at < m.index)?.kind;
    if (kind && ['js', 'jsx', 'ts', 'tsx'].includes(m[1]!)) out.push({ kind, lang: m[1]!, code: m[2]! });
  }
  return out;
}

for (const id of Object.keys(plugin.rules)) {
  describe(`rules/${id}.md`, () => {
    const doc = readFileSync(new URL(`../rules/${id}.md`, import.meta.url), 'utf8');
    const list = examples(doc);
    it('has ❌ and ✅ examples', () => {
      expect(list.some((e) => e.kind === 'incorrect')).toBe(true);
      expect(list.some((e) => e.kind === 'correct')).toBe(true);
    });
    list.forEach((example, i) => {
      it(`${example.kind} example ${i + 1}`, () => {
        const messages = lint(example.code, `example.${example.lang}`);
        expect(messages.filter((m) => m.fatal)).toEqual([]);
        const ours = messages.filter((m) => m.ruleId === `hiring-migrate/${id}`);
        if (example.kind === 'incorrect') expect(ours.length).toBeGreaterThan(0);
        else expect(messages.map((m) => `${m.line}:${m.ruleId}`)).toEqual([]);
      });
    });
  });
}
