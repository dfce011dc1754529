import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { expect, test } from '../fixtures';
import { DIST, listFiles } from './dist';
import { cspFromHtml } from '../../support/csp';

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
  // Every item has a page in each locale: some hundreds of files. A guard, not a target: 64 s
  // beside the other workers at load 12-14 on two cores.
  test.setTimeout(360_000);
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
 * First paint waits on no stylesheet request: each page carries its first screen's CSS in <style>
 * elements (src/build/critical-css.ts), which its own policy allows by hash, and no other page's;
 * its stylesheets wait in a <template> for after the paint, and in a <noscript> with the same links.
 * So are its inline scripts (data blocks such as JSON-LD aside): a page's policy lists its own and no more.
 */
test('every page inlines its first screen’s CSS under its own policy, which allows exactly its inline styles and scripts', () => {
  const files = listFiles('.html');
  expect(files.length, `no HTML file in ${DIST}: build the site first`).toBeGreaterThan(0);
  const pages = files.map((file) => ({ file, html: readFileSync(`${DIST}/${file}`, 'utf8') }));
  const sourcesOf = (html: string, name: string) => new RegExp(`(?:^|;)\\s*${name}\\s+([^;]*)`).exec(cspFromHtml(html) ?? '')?.[1]?.split(/\s+/) ?? [];
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const inline = (html: string, element: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${element}(\\s[^>]*)?>([\\s\\S]*?)</${element}>`, 'g'))]
      .filter((m) => !/\ssrc=|\stype="application\/ld\+json"/.test(m[1] ?? ''))
      .map((m) => hash(m[2]!));
  expect(new Set(pages.map(({ html }) => cspFromHtml(html))).size, 'a policy per page').toBeGreaterThan(1);
  const later = (html: string, element: 'template data-stylesheets' | 'noscript') => new RegExp(`<${element}>(.*?)</${element.split(' ')[0]}>`).exec(html)?.[1];
  const problems = pages.flatMap(({ file, html }) => [
    ...[...html.replace(/<(template|noscript)\b.*?<\/\1>/gs, '').matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => `${file}: render-blocking ${m[0]}`),
    ...(/^(<link rel="stylesheet" href="[^"]*\/_astro\/[^"]+\.css">)+$/.test(later(html, 'template data-stylesheets') ?? '') ? [] : [`${file}: no stylesheets kept for after the paint`]),
    ...(later(html, 'noscript') === later(html, 'template data-stylesheets') ? [] : [`${file}: its <noscript> links other stylesheets than its <template>`]),
    // Right where its stylesheets were (the typeface's faces, in a style of their own, do not count).
    ...(/<style>(?:(?!<\/style>)[\s\S]){200,}<\/style><template data-stylesheets>/.test(html) ? [] : [`${file}: no CSS for its first screen`]),
    ...(['style', 'script'] as const).flatMap((element) => {
      const own = new Set(inline(html, element));
      const allowed = sourcesOf(html, `${element}-src`).filter((source) => source.startsWith("'sha256-"));
      return [
        ...[...own].filter((source) => !allowed.includes(source)).map((source) => `${file}: inline ${element} ${source} not allowed by the policy`),
        ...allowed.filter((source) => !own.has(source)).map((source) => `${file}: the policy allows a ${element} ${source} the page does not have`),
      ];
    }),
  ]);
  expect(problems, problems.join('\n')).toEqual([]);
});

