/**
 * `npm run init`: makes the site one's own (README, "Make it yours"). Run by Node's type stripping.
 */
import './resolve-ts.mjs';

const { main } = await import('./init/cli.ts');
process.exitCode = await main(process.argv.slice(2));
