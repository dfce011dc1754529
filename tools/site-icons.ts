/**
 * `npm run site-icons`: writes the site icon's files and the web app manifest in `public/`, from
 * the drawing in src/assets/site-icon.svg and the names in src/site.config.ts. Run it after a change
 * to either; a unit test fails until the committed files match.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import './resolve-ts.mjs';

const { siteIconFiles } = await import('../src/build/site-icon-files.ts');
const publicDir = new URL('../public/', import.meta.url);
mkdirSync(publicDir, { recursive: true });
for (const [file, bytes] of await siteIconFiles()) {
  writeFileSync(new URL(file, publicDir), bytes);
  console.log(`public/${file} (${bytes.length.toLocaleString('en-US')} bytes)`);
}
