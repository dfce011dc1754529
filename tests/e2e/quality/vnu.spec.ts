import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures';
import { DIST, listFiles } from './dist';

/*
 * The W3C Nu HTML Checker (vnu-jar, the validator behind validator.w3.org/nu) over every HTML
 * file of the built site, errors only, beside html-validate (html.spec.ts): vnu knows the HTML
 * standard's content models (what may stand where), html-validate knows style and a11y rules.
 * It needs Java (`.ci/run` installs Debian's default-jre-headless when `java` is missing).
 *
 * One message is left out, and only for one line of Astro's own output: the island runtime puts
 * `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` in <body> beside
 * the first island, and vnu allows a body <style> only as the first child of its parent. That
 * line is the framework's, is needed before the island renders, and html.spec.ts leaves it out too.
 */
const VNU = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const ASTRO_ISLAND_STYLE = 'astro-island,astro-slot,astro-static-slot{display:contents}';

interface Message {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test('every HTML file in dist/ passes the W3C Nu HTML Checker', async () => {
  test.setTimeout(180_000);
  expect(listFiles('.html').length, `no HTML file in ${DIST}: build the site first`).toBeGreaterThan(0);
  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', VNU, '--errors-only', '--skip-non-html', '--format', 'json', '--stdout', '--exit-zero-always', DIST],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code === 'ENOENT' ? 'java not found: install a JRE (Debian: default-jre-headless)' : String(error));
  });
  const messages = (JSON.parse(stdout) as { messages: Message[] }).messages;
  const errors = messages.filter((m) => !(m.extract ?? '').includes(ASTRO_ISLAND_STYLE));
  const text = errors.map((m) => `${(m.url ?? '').replace(/^.*\/dist\//, '')}:${m.lastLine ?? '?'} ${m.message}`).join('\n');
  console.log(`vnu: ${listFiles('.html').length} files, ${errors.length} errors, ${messages.length - errors.length} left out (Astro island style)`);
  expect(text, text).toBe('');
});
