/**
 * `npm run readings -- <command>`: adds, starts, finishes and checks reading items, and imports a
 * Goodreads export (see README, "Editing the site"). Run by Node's type stripping.
 */
import { registerHooks } from 'node:module';

// Some of the site's modules import others without `.ts` (Vite resolves them; Node does not).
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

const { main } = await import('./readings/cli.ts');
process.exitCode = await main(process.argv.slice(2));
