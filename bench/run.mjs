// Benchmarks that print figures. Each benchmark is a module in this folder exporting `run()`.
// `npm run bench` runs them all; `npm run bench -- readings lighthouse` only those whose file name
// starts with one of the words given.
import { readdirSync } from 'node:fs';
import '../tools/resolve-ts.mjs';

const here = new URL('.', import.meta.url);
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs') && (only.length === 0 || only.some((word) => f.startsWith(word))))
  .sort();
if (files.length === 0) console.log(only.length ? `no benchmark named ${only.join(', ')}` : 'no benchmarks yet');
for (const file of files) {
  const { run } = await import(new URL(file, here).href);
  console.log(`\n# ${file}`);
  await run();
}
