// Preloaded into the CLI (`node --import`) by hostile.test.ts: counts regular-expression searches from
// the start of a string at least $HM_SCAN_MIN characters long (a whole big file) and writes the count to
// $HM_SCAN_OUT on exit, so a test can tell work per file from work per finding without timing anything.
import { writeFileSync } from 'node:fs';

const min = Number(process.env.HM_SCAN_MIN);
let scans = 0;
for (const name of ['test', 'exec']) {
  const own = RegExp.prototype[name];
  RegExp.prototype[name] = function (input) {
    // A sticky or global expression resumes at lastIndex: a step of a scan, not a scan.
    if (typeof input === 'string' && input.length >= min && !this.sticky && !this.global) scans++;
    return own.call(this, input);
  };
}
process.on('exit', () => writeFileSync(process.env.HM_SCAN_OUT, String(scans)));
