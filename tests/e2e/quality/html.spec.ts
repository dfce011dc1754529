import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { expect, test } from '../fixtures';
import { DIST, listFiles } from './dist';
import { cspFromHtml } from '../../../src/build/security-headers';

/*
 * Every HTML file of the built site passes html-validate with the project's `.htmlvalidate.json`
 * (recommended + document + a11y presets). Two deliberate settings there:
 * - `no-redundant-role` off: lists styled without bullets keep `role="list"`, because Safari drops
 *   their list semantics otherwise;
 * - `require-sri` only for cross-origin resources: the site's own bundles are same-origin and
 *   already pinned by the Content-Security-Policy;
 * - style-only rules off where React's server output differs from them but is valid HTML
 *   (`hrefLang`, `hidden=""`, `disabled=""`, `<img/>`); the loading bar keeps `role="progressbar"` on a styled element.
 *   Ids are checked strictly (`valid-id`): islands set their own ids, never `useId`'s.
 * Astro's island runtime puts one `<style>` (`astro-island{display:contents}`) in <body>, beside
 * the first island; that framework line is left out before validating, nothing else.
 */
const ASTRO_ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

test('every HTML file in dist/ is valid', async () => {
  // Every item has a page in each locale: some hundreds of files.
  test.setTimeout(180_000);
  const files = listFiles('.html');
  expect(files.length, `no HTML file in ${DIST}: build the site first`).toBeGreaterThan(0);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const reports = await Promise.all(
    files.map((file) => {
      const path = `${DIST}/${file}`;
      return validator.validateString(readFileSync(path, 'utf8').replace(ASTRO_ISLAND_STYLE, ''), path);
    }),
  );
  const failing = reports.filter((report) => !report.valid);
  const text = failing.length ? formatterFactory('text')(failing.flatMap((report) => report.results)) : '';
  console.log(`html-validate: ${files.length} files, ${failing.length} with errors`);
  expect(text, text).toBe('');
});

/*
 * First paint waits on no stylesheet request: each page carries its CSS in <style> elements
 * (`build.inlineStylesheets`), which its own policy allows by hash, and no other page's.
 */
test('every page inlines its CSS under its own policy, which allows its styles', () => {
  const files = listFiles('.html');
  expect(files.length, `no HTML file in ${DIST}: build the site first`).toBeGreaterThan(0);
  const pages = files.map((file) => ({ file, html: readFileSync(`${DIST}/${file}`, 'utf8') }));
  const sourcesOf = (html: string) => /(?:^|;)\s*style-src\s+([^;]*)/.exec(cspFromHtml(html) ?? '')?.[1]?.split(/\s+/) ?? [];
  expect(new Set(pages.map(({ html }) => cspFromHtml(html))).size, 'a policy per page').toBeGreaterThan(1);
  const problems = pages.flatMap(({ file, html }) => [
    ...[...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => `${file}: render-blocking ${m[0]}`),
    ...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`)
      .filter((hash) => !sourcesOf(html).includes(hash))
      .map((hash) => `${file}: inline style ${hash} not allowed by the policy`),
  ]);
  expect(problems, problems.join('\n')).toEqual([]);
});

