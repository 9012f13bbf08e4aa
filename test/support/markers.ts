/**
 * Reads `expect: rule-id, …` markers from fixture comments (see fixtures/corpus/README.md):
 * a marker after code applies to its own line, a marker alone on its line to the next code line.
 */
const MARKER = /(?:\/\/|\/\*)\s*expect:\s*([a-z0-9-]+(?:\s*,\s*[a-z0-9-]+)*)/;

export function expectedFindings(text: string): string[] {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  lines.forEach((line, index) => {
    const m = MARKER.exec(line);
    if (!m) return;
    const before = line.slice(0, m.index).replace(/\{\s*$/, '').trim();
    let target = index;
    if (before === '') {
      target = index + 1;
      while (target < lines.length && /^\s*(\/\/|\/\*|\{\/\*|\*|$)/.test(lines[target]!)) target++;
    }
    for (const id of m[1]!.split(',').map((s) => s.trim())) out.push(`${target + 1}:${id}`);
  });
  return out.sort(compare);
}

export function compare(a: string, b: string): number {
  const [la, ra] = a.split(':');
  const [lb, rb] = b.split(':');
  return Number(la) - Number(lb) || ra!.localeCompare(rb!);
}
