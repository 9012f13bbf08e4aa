/**
 * Reads `expect: rule-id, …` markers from fixture comments (see fixtures/corpus/README.md):
 * a marker after code applies to its own line, a marker alone on its line to the next code line.
 */
const MARKER = /(?:\/\/|\/\*)\s*expect:\s*([a-z0-9-]+(?:\s*,\s*[a-z0-9-]+)*)/;

export function expectedFindings(text: string): string[] {
  return markedLines(text, MARKER, /^\s*(\/\/|\/\*|\{\/\*|\*|$)/)
    .flatMap(({ line, body }) => body.split(',').map((id) => `${line}:${id.trim()}`))
    .sort(compare);
}

/**
 * The lines markers apply to: a marker after code marks its own line, a marker alone on its line the
 * next line that is not only a comment (`commentOnly`). `body` is the pattern's first group.
 */
export function markedLines(text: string, marker: RegExp, commentOnly: RegExp): { line: number; body: string }[] {
  const lines = text.split(/\r?\n/);
  const out: { line: number; body: string }[] = [];
  lines.forEach((line, index) => {
    const m = marker.exec(line);
    if (!m) return;
    const before = line.slice(0, m.index).replace(/\{\s*$/, '').trim();
    let target = index;
    if (before === '') {
      target = index + 1;
      while (target < lines.length && commentOnly.test(lines[target]!)) target++;
    }
    out.push({ line: target + 1, body: m[1]! });
  });
  return out;
}

export function compare(a: string, b: string): number {
  const [la, ra] = a.split(':');
  const [lb, rb] = b.split(':');
  return Number(la) - Number(lb) || ra!.localeCompare(rb!);
}
