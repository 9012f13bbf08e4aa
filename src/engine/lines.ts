/** Line and column of a source offset, as ESLint counts them. */
export type Locator = (index: number) => { line: number; column: number };

/** ESLint's `getLocFromIndex`: lines end at \r\n, \r, \n, U+2028 and U+2029; lines from 1, columns from 0. */
export function locator(text: string): Locator {
  const starts = [0];
  const breaks = /\r\n|[\r\n\u2028\u2029]/gu;
  for (let m = breaks.exec(text); m; m = breaks.exec(text)) starts.push(m.index + m[0].length);
  return (index) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: index - starts[lo]! };
  };
}
