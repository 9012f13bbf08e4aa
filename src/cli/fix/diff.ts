/** The `--dry` output: a unified diff per changed file, coloured like git's when asked to be. */
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import type pc from 'picocolors';

type Colors = ReturnType<typeof pc.createColors>;

export function unifiedDiff(file: string, before: string, after: string, colors: Colors): string {
  const patch = createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, undefined, undefined, {
    context: 3,
    headerOptions: FILE_HEADERS_ONLY,
  });
  return patch
    .split('\n')
    .map((line) => {
      if (line.startsWith('+++') || line.startsWith('---')) return colors.bold(line);
      if (line.startsWith('@@')) return colors.cyan(line);
      if (line.startsWith('+')) return colors.green(line);
      if (line.startsWith('-')) return colors.red(line);
      return line;
    })
    .join('\n');
}
