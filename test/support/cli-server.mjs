// A long-lived `hiring-migrate` for the integration harness: it runs each command line it is sent
// ({ id, args, cwd } over the IPC channel) with runCli, the function the binary's main calls, and
// answers { id, status, stdout, stderr }. A run starts from what the files say now (forgetFiles), as
// in a fresh process; what stays warm is the loaded and compiled code: most of a run's time on a set
// of forty files was loading the modules and running them cold (`check`: ~3.4 s spawned, ~0.6 s warm).
import { pathToFileURL } from 'node:url';

const [buildCli] = process.argv.slice(2);
const { runCli } = await import(pathToFileURL(buildCli).href);

// The harness that forked this process went away: so does this one.
process.on('disconnect', () => process.exit(0));

let queue = Promise.resolve();
process.on('message', (message) => {
  queue = queue.then(() => runOne(message));
});

async function runOne({ id, args, cwd }) {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { write: (chunk) => ((stdout += chunk), true) },
    stderr: { write: (chunk) => ((stderr += chunk), true) },
    cwd,
    env: { ...process.env, FORCE_COLOR: '0' },
  };
  process.exitCode = 0;
  let status;
  try {
    await runCli(args, io);
    status = process.exitCode ?? 0;
  } catch (error) {
    stderr += String(error && error.stack ? error.stack : error);
    status = 70;
  }
  process.exitCode = 0;
  // What the run left behind once collected: the harness retires a server that holds too much.
  globalThis.gc?.();
  process.send({ id, status, stdout, stderr, heapUsed: process.memoryUsage().heapUsed });
}
