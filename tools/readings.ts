/**
 * `npm run readings -- <command>`: adds, starts, finishes and checks reading items, and imports a
 * Goodreads export (see README, "Editing the site"). Run by Node's type stripping.
 */
import './resolve-ts.mjs';

const { main } = await import('./readings/cli.ts');
process.exitCode = await main(process.argv.slice(2));
