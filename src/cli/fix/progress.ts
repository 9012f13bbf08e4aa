/** A one-line progress bar on stderr — only on a terminal, so logs and pipes stay clean. */
import type pc from 'picocolors';

type Colors = ReturnType<typeof pc.createColors>;
import type { Output } from '../io.js';

const WIDTH = 24;
const INTERVAL_MS = 100;

export interface Progress {
  tick(): void;
  done(): void;
}

export function progressBar(stream: Output, total: number, colors: Colors): Progress {
  if (!stream.isTTY || total === 0) return { tick() {}, done() {} };
  let count = 0;
  let last = 0;
  const draw = (): void => {
    const filled = Math.round((count / total) * WIDTH);
    stream.write(`\r${colors.green('█'.repeat(filled))}${colors.dim('░'.repeat(WIDTH - filled))} ${count}/${total} files`);
  };
  return {
    tick() {
      count++;
      const now = Date.now();
      if (now - last >= INTERVAL_MS || count === total) {
        last = now;
        draw();
      }
    },
    done() {
      stream.write('\r\x1b[2K'); // clear the line for the summary
    },
  };
}
