import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures';
import { DIST, listFiles } from './dist';

/*
 * The W3C Nu HTML Checker (vnu-jar, the validator behind validator.w3.org/nu) over every HTML
 * file of the built site, errors only, beside html-validate (html.spec.ts): vnu knows the HTML
 * standard's content models (what may stand where), html-validate knows style and a11y rules.
 * It needs Java (`.ci/run` installs Debian's default-jre-headless when `java` is missing).
 *
 * Left out, and only where Astro's own output causes them (the README lists them too):
 * - the island runtime's `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>`
 *   in <body> beside the first island: vnu allows a body <style> only as the first child of its
 *   parent. It is needed before the island renders; html.spec.ts leaves it out too.
 * - CSS messages about the site's cross-document view transitions (src/styles/global.css:
 *   `@view-transition`, `view-transition-name`, `::view-transition-old(…)`): valid CSS that vnu's
 *   older CSS checker cannot parse; every other CSS message still fails.
 * - CSS messages about container queries, which the reading title cards size their words with
 *   (`container-type`, lengths in `cqi`): valid CSS that the same checker does not know either.
 */
const VNU = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
// vnu's extracts are short windows around the error, hence the partial names.
const VIEW_TRANSITION_CSS = /@view-transition|view-transi|(?:old|new|oup)\((?:root|site-header|site-footer)\)/;
const CONTAINER_CSS = /container-type|\d(?:\.\d+)?cq[iwhb]\b/;
/** Whether the `<style>` a message points at is Astro's island style (read in the file: the extract may end before its text). */
function isIslandStyle({ url, lastLine, lastColumn }: Message): boolean {
  if (!url || !lastLine || !lastColumn) return false;
  const line = readFileSync(fileURLToPath(url), 'utf8').split('\n')[lastLine - 1] ?? '';
  const start = line.lastIndexOf('<style', lastColumn);
  return start >= 0 && line.startsWith('<style>astro-island', start);
}
const isAstroOutput = (m: Message) =>
  (m.message.startsWith('A “style” element in “body”') && isIslandStyle(m)) ||
  (m.message.startsWith('CSS:') && [VIEW_TRANSITION_CSS, CONTAINER_CSS].some((css) => css.test(m.message) || css.test(m.extract ?? '')));

/**
 * The JVM's quick compiler only: one run over the site is too short for the optimizing compiler to
 * pay back its work (31 s instead of 52–67 s here, the same messages). Code compiled that way
 * recurses deeper through the HTML schema: a larger thread stack than vnu's 512 KB minimum.
 */
const JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-Xss8m'];

interface Message {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  lastColumn?: number;
}

test('every HTML file in dist/ passes the W3C Nu HTML Checker', async () => {
  // A guard against a hung checker, not a target: 31 s alone here, over 180 s beside the other
  // Playwright workers at load 12-14 on two cores.
  test.setTimeout(480_000);
  expect(listFiles('.html').length, `no HTML file in ${DIST}: build the site first`).toBeGreaterThan(0);
  const { stdout } = await promisify(execFile)(
    'java',
    [...JVM_FLAGS, '-jar', VNU, '--errors-only', '--skip-non-html', '--format', 'json', '--stdout', '--exit-zero-always', DIST],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code === 'ENOENT' ? 'java not found: install a JRE (Debian: default-jre-headless)' : String(error));
  });
  const messages = (JSON.parse(stdout) as { messages: Message[] }).messages;
  const errors = messages.filter((m) => !isAstroOutput(m));
  const text = errors.map((m) => `${(m.url ?? '').replace(/^.*\/dist\//, '')}:${m.lastLine ?? '?'} ${m.message}`).join('\n');
  console.log(`vnu: ${listFiles('.html').length} files, ${errors.length} errors, ${messages.length - errors.length} left out (Astro's island style, the view-transition and container-query CSS)`);
  expect(text, text).toBe('');
});
