// Preloaded into the CLI (`node --import`) by hostile.test.ts: an editor that saves $HM_EDIT_FILE right
// after the CLI has read it for the first time, appending $HM_EDIT_TEXT — a save made while `fix` runs.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';

const target = resolve(process.env.HM_EDIT_FILE ?? '');
const text = process.env.HM_EDIT_TEXT ?? '// saved while fix ran\n';
const { appendFileSync, utimesSync } = fs;
let saved = false;
const save = () => {
  if (saved) return;
  saved = true;
  appendFileSync(target, text);
  const later = new Date(Date.now() + 2000);
  utimesSync(target, later, later);
};
const isTarget = (path) => typeof path === 'string' && resolve(path) === target;

const { readFile, open } = fs.promises;
fs.promises.readFile = async function (path, ...rest) {
  const result = await readFile.call(this, path, ...rest);
  if (isTarget(path)) save();
  return result;
};
fs.promises.open = async function (path, ...rest) {
  const handle = await open.call(this, path, ...rest);
  if (isTarget(path)) {
    const own = handle.readFile;
    handle.readFile = async function (...args) {
      const result = await own.apply(this, args);
      save();
      return result;
    };
  }
  return handle;
};
syncBuiltinESMExports();
