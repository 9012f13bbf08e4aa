// Preloaded into the CLI (`node --import`) by hostile.test.ts: SIGKILL at the worst moment of a write,
// when the new text sits in a temporary file and the rename over $HM_KILL_FILE is about to happen.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';

const target = resolve(process.env.HM_KILL_FILE ?? '');
const killIfTarget = (to) => {
  if (typeof to === 'string' && resolve(to) === target) process.kill(process.pid, 'SIGKILL');
};
const { rename } = fs;
fs.rename = function (from, to, callback) {
  killIfTarget(to);
  return rename.call(this, from, to, callback);
};
const renamePromise = fs.promises.rename;
fs.promises.rename = async function (from, to) {
  killIfTarget(to);
  return renamePromise.call(this, from, to);
};
syncBuiltinESMExports();
