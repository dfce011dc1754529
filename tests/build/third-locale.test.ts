import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '@playwright/test';
import { ROUTES } from '../../src/structure';
import { runAstro } from '../support/astro-cli';
import { projectCopy, ROOT } from '../support/project-copy';
import { launchChromium, ORIGIN, staticSite } from '../support/static-browser';

/**
 * Adding a language is three changes: one entry in src/structure.ts, src/i18n/<code>.json and the
 * content files. This builds a copy of the site with a fixture language added exactly that way
 * (in `dist-third-locale/`, ignored by git and never shipped) and checks the result.
 */
let COPY = '';
let BUILD_OUTPUT = '';
const CODE = 'de';
const TAG = 'de-DE';
const PREFIX = 'de';
/**
 * Messages the new file leaves out, as a translation in progress does: the build fills them in from
 * the fallback language, and the key-parity check names them. One the server renders (the header),
 * one an island renders (the reading list's search label).
 */
const UNTRANSLATED = ['nav.about', 'readings.search'] as const;
/** The files the test adds or changes, relative to the copy: what the README promises. */
const TOUCHED = ['src/structure.ts', `src/i18n/${CODE}.json`, `content/pages/${CODE}/`, `content/projects/${CODE}/`];

const read = (path: string) => readFileSync(join(COPY, path), 'utf8');
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : []));

beforeAll(async () => {
  // A copy of the project (its own content store): dist-third-locale/, kept after the run for a look.
  COPY = projectCopy('third-locale', ['tests/unit/i18n.test.ts', 'tests/support', 'tools', 'vitest.config.ts']);
  // 1. One entry in the structure module.
  const structure = read('src/structure.ts');
  const entry = `  { code: '${CODE}', tag: '${TAG}', label: 'Deutsch', prefix: '${PREFIX}' },\n`;
  const withEntry = structure.replace(/(export const LOCALE_ENTRIES = \[\n(?:.*\n)*?)(\] as const)/, `$1${entry}$2`);
  expect(withEntry).not.toBe(structure);
  writeFileSync(join(COPY, 'src/structure.ts'), withEntry);
  // 2. One messages file: the English texts, marked, all but the untranslated keys.
  const messages = JSON.parse(read('src/i18n/en.json')) as Record<string, string>;
  for (const key of UNTRANSLATED) expect(messages[key], key).toBeDefined();
  const translated = Object.entries(messages).filter(([key]) => !(UNTRANSLATED as readonly string[]).includes(key));
  writeFileSync(join(COPY, `src/i18n/${CODE}.json`), JSON.stringify(Object.fromEntries(translated.map(([k, v]) => [k, `[${CODE}] ${v}`]))));
  // 3. The content files.
  for (const collection of ['pages', 'projects']) cpSync(join(COPY, 'content', collection, 'en'), join(COPY, 'content', collection, CODE), { recursive: true });

  // runAstro points the build at the project's store of preview images: the images the other
  // builds drew for the same reading items are read back, not drawn again.
  const run = await runAstro(['build'], {}, { cwd: COPY });
  expect(run.code, run.output.slice(-3000)).toBe(0);
  BUILD_OUTPUT = run.output;
}, 900_000);

let browser: Browser | undefined;
afterAll(() => browser?.close());

describe(`a third language added in three changes (${TOUCHED.join(', ')})`, () => {
  it('every route exists under its prefix with the right lang', () => {
    for (const route of ROUTES) {
      const file = join(COPY, 'dist', PREFIX, route === 'index' ? '' : route, 'index.html');
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`<html lang="${CODE}"`));
    }
  });

  it('every page has a hreflang set of three languages', () => {
    const pages = htmlFiles(join(COPY, 'dist')).filter((f) => readFileSync(f, 'utf8').includes('rel="canonical"'));
    // Each route in three languages, plus the reading list's sub-pages (page 2, tag, status, type).
    expect(pages.length).toBeGreaterThanOrEqual(ROUTES.length * 3);
    for (const page of pages) {
      const tags = [...readFileSync(page, 'utf8').matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]).filter((t) => t !== 'x-default');
      expect(new Set(tags), page).toEqual(new Set(['fr-FR', 'en-US', TAG]));
    }
  });

  it('the sitemap carries the alternates', () => {
    const sitemap = read('dist/sitemap-0.xml');
    expect(sitemap).toContain(`/${PREFIX}/readings/</loc>`);
    const urls = sitemap.match(/<url>/g)?.length ?? 0;
    expect(urls).toBeGreaterThanOrEqual((ROUTES.length - 1) * 3);
    // Every entry names the new language among its alternates.
    expect(sitemap.match(new RegExp(`hreflang="${TAG}"`, 'g'))?.length).toBe(urls);
  });

  it('the language switch becomes a menu of the other two languages, and robots.txt hides the new test page', () => {
    const home = read(`dist/${PREFIX}/index.html`);
    const menu = /<details class="locale-menu".*?<\/details>/s.exec(home)?.[0] ?? '';
    expect([...menu.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/', '/en/']);
    expect(read('dist/robots.txt')).toContain(`Disallow: /${PREFIX}/test/`);
  });

  it('the 404 document carries the new language for /de/… paths', () => {
    const variants = /data-locale-variants="([^"]+)"/.exec(read('dist/404.html'))![1]!.replaceAll('&quot;', '"');
    expect(Object.keys(JSON.parse(variants) as object).sort()).toEqual(['de', 'en']);
  });

  it('a key the new file lacks shows the fallback text, on the server and in an island, never the key', () => {
    const en = JSON.parse(read('src/i18n/en.json')) as Record<string, string>;
    const de = JSON.parse(read(`src/i18n/${CODE}.json`)) as Record<string, string>;
    const page = read(`dist/${PREFIX}/readings/index.html`);
    // Translated keys show the new file's text…
    expect(page).toContain(`>${de['nav.readings']}<`);
    expect(de['nav.readings']).toBe(`[${CODE}] ${en['nav.readings']}`);
    // …untranslated ones the fallback's: the header (server) and the search label (island, server-rendered).
    const nav = /<nav class="nav"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
    expect(nav).toContain(`>${en['nav.about']}<`);
    expect(/<label for="[^"]*-search">([^<]*)<\/label>/.exec(page)?.[1], 'search label').toBe(en['readings.search']);
    for (const key of UNTRANSLATED) expect(page, key).not.toContain(`>${key}<`);
  });

  it('a partial language passes the key checks, the build names what it lacks, and i18n:missing lists it', () => {
    // The site's own languages must be complete; a language being translated may not be yet.
    const run = spawnSync(join(ROOT, 'node_modules/.bin/vitest'), ['run', 'tests/unit/i18n.test.ts'], { cwd: COPY, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const total = Object.keys(JSON.parse(read('src/i18n/en.json')) as object).length;
    expect(BUILD_OUTPUT).toContain(`${CODE}: ${UNTRANSLATED.length} of ${total.toLocaleString('en-US')} messages fall back to English; npm run i18n:missing ${CODE} lists them`);
    const missing = spawnSync(process.execPath, [join(COPY, 'tools/i18n-missing.ts'), CODE], { cwd: COPY, encoding: 'utf8' });
    expect(missing.status, missing.stderr).toBe(0);
    const en = JSON.parse(read('src/i18n/en.json')) as Record<string, string>;
    expect(JSON.parse(missing.stdout)).toEqual(Object.fromEntries(UNTRANSLATED.map((key) => [key, en[key]])));
  });

  it(`the reading list reads and writes its URL state under /${PREFIX}/ in a browser`, async () => {
    const items = JSON.parse(read('dist/readings.json')) as { id: string; tags: string[] }[];
    const tagged = items.filter((item) => item.tags.includes('css')).map((item) => item.id);
    // Fewer than a page: the list shows exactly the tagged items.
    expect(tagged.length).toBeGreaterThan(1);
    expect(tagged.length).toBeLessThan(12);
    browser = await launchChromium();
    const context = await staticSite(browser, join(COPY, 'dist'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const list = `/${PREFIX}/readings/`;
    await page.goto(`${ORIGIN}${list}?tags=css`);
    // A query takes the list live at once.
    await page.locator('.re[data-state="ready"]').waitFor({ timeout: 120_000 });
    expect(new URL(page.url()).pathname).toBe(list);
    expect(await page.locator('html').getAttribute('lang')).toBe(CODE);
    const shown = () => page.locator('.re-list > li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-id')));
    expect((await shown()).sort()).toEqual([...tagged].sort());
    // The island speaks the new language, with the fallback for what it lacks.
    const de = JSON.parse(read(`src/i18n/${CODE}.json`)) as Record<string, string>;
    const en = JSON.parse(read('src/i18n/en.json')) as Record<string, string>;
    expect(await page.locator('.re-controls label').first().textContent()).toBe(en['readings.search']);
    expect(await page.getByRole('status').first().textContent()).toContain(`[${CODE}]`);
    // A facet chosen in the list writes the query back under the prefix.
    await page.getByText(de['readings.filters']!, { exact: true }).first().click();
    await page.locator('.re-chip[data-facet="type"][data-value="article"]').click();
    await page.waitForURL(`${ORIGIN}${list}?tags=css&type=article`);
    const articles = new Set(
      (JSON.parse(read('dist/readings.json')) as { id: string; type: string; tags: string[] }[])
        .filter((item) => item.type === 'article' && item.tags.includes('css'))
        .map((item) => item.id),
    );
    await expect.poll(async () => (await shown()).sort()).toEqual([...articles].sort());
    expect(errors).toEqual([]);
    await context.close();
  });
});
