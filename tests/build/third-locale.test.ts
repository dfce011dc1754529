import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/structure';

/**
 * Adding a language is three changes: one entry in src/structure.ts, src/i18n/<code>.json and the
 * content files. This builds a copy of the site with a fixture language added exactly that way
 * (in `dist-third-locale/`, ignored by git and never shipped) and checks the result.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const COPY = join(ROOT, 'dist-third-locale');
const CODE = 'de';
const TAG = 'de-DE';
const PREFIX = 'de';
/** The files the test adds or changes, relative to the copy: what the README promises. */
const TOUCHED = ['src/structure.ts', `src/i18n/${CODE}.json`, `content/pages/${CODE}/`, `content/projects/${CODE}/`];

const read = (path: string) => readFileSync(join(COPY, path), 'utf8');
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : []));

beforeAll(() => {
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(COPY);
  for (const entry of ['src', 'content', 'public', 'tests/unit/i18n.test.ts', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'vitest.config.ts']) {
    cpSync(join(ROOT, entry), join(COPY, entry), { recursive: true });
  }
  // 1. One entry in the structure module.
  const structure = read('src/structure.ts');
  const entry = `  { code: '${CODE}', tag: '${TAG}', label: 'Deutsch', prefix: '${PREFIX}' },\n`;
  const withEntry = structure.replace(/(export const LOCALE_ENTRIES = \[\n(?:.*\n)*?)(\] as const)/, `$1${entry}$2`);
  expect(withEntry).not.toBe(structure);
  writeFileSync(join(COPY, 'src/structure.ts'), withEntry);
  // 2. One messages file (the English texts, marked).
  const messages = JSON.parse(read('src/i18n/en.json')) as Record<string, string>;
  writeFileSync(join(COPY, `src/i18n/${CODE}.json`), JSON.stringify(Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, `[${CODE}] ${v}`]))));
  // 3. The content files.
  for (const collection of ['pages', 'projects']) cpSync(join(COPY, 'content', collection, 'en'), join(COPY, 'content', collection, CODE), { recursive: true });

  execFileSync(join(ROOT, 'node_modules/.bin/astro'), ['build'], { cwd: COPY, stdio: 'pipe', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
}, 240_000);

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

  it('the key-parity check covers the new file: it fails naming a key missing from it', () => {
    // The copy's de.json has every English key; take one out and run the unit test there.
    const missing = 'nav.readings';
    const messages = JSON.parse(read(`src/i18n/${CODE}.json`)) as Record<string, string>;
    expect(messages[missing]).toBeDefined();
    delete messages[missing];
    writeFileSync(join(COPY, `src/i18n/${CODE}.json`), JSON.stringify(messages));
    const run = spawnSync(join(ROOT, 'node_modules/.bin/vitest'), ['run', 'tests/unit/i18n.test.ts'], { cwd: COPY, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(run.status, run.stdout + run.stderr).not.toBe(0);
    const report = JSON.parse(read('reports/unit.json')) as { testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[] };
    const failures = report.testResults.flatMap((file) => file.assertionResults).filter((test) => test.status === 'failed');
    expect(failures.map((test) => test.title)).toEqual([`${CODE}.json has the same key set as the fallback`]);
    expect(failures[0]!.failureMessages.join('\n')).toContain(missing);
  }, 120_000);
});
