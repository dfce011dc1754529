// Benchmarks that print figures. Each benchmark is a module in this folder exporting `run()`.
import { readdirSync } from 'node:fs';
import '../tools/resolve-ts.mjs';

const here = new URL('.', import.meta.url);
const files = readdirSync(here).filter((f) => f.endsWith('.bench.mjs')).sort();
if (files.length === 0) console.log('no benchmarks yet');
for (const file of files) {
  const { run } = await import(new URL(file, here).href);
  console.log(`\n# ${file}`);
  await run();
}
