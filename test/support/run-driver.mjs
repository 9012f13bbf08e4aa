// Runs one integration driver (`export default async function run(baseUrl)`) and prints
// `{ ok, result | error }` as JSON on stdout. Spawned with `node --import tsx` where the team has
// TypeScript or JSX, so drivers may import it directly.
import { pathToFileURL } from 'node:url';

const [driver, baseUrl] = process.argv.slice(2);
process.env.HIRING_BASE_URL = baseUrl;
let outcome;
try {
  const mod = await import(pathToFileURL(driver).href);
  outcome = { ok: true, result: (await mod.default(baseUrl)) ?? null };
} catch (error) {
  outcome = { ok: false, error: String(error && error.message ? error.message : error) };
}
process.stdout.write(JSON.stringify(outcome));
// Keep-alive agents of some clients would hold the process open.
process.exit(0);
