// Benchmarks that print figures. Each benchmark is a module in this folder exporting `run()`.
import { readdirSync } from 'node:fs';
import { registerHooks } from 'node:module';

// The site's TypeScript runs here by Node's type stripping; some of its imports omit `.ts`.
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || /\.\w+$/.test(specifier)) throw error;
      return next(`${specifier}.ts`, context);
    }
  },
});

const here = new URL('.', import.meta.url);
const files = readdirSync(here).filter((f) => f.endsWith('.bench.mjs')).sort();
if (files.length === 0) console.log('no benchmarks yet');
for (const file of files) {
  const { run } = await import(new URL(file, here).href);
  console.log(`\n# ${file}`);
  await run();
}
