import { SITE } from '../../src/site.config';
import type { Page } from '@playwright/test';
import { expect, LOCALES, localizedPath, test } from './fixtures';

/*
 * The projects' generated pictures are files of their own (src/data/project-art.ts), not drawings
 * in the document: each card links a light and a dark picture and shows the one of the page's
 * theme, so only that one is fetched, once the cards come near.
 */

/** The project pictures the page asked for, by file name. */
function recordArt(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/art/')) asked.push(pathname.slice('/art/'.length));
  });
  return asked;
}

/** Brings the projects into view and waits for each card's shown picture to be drawn. */
async function showProjects(page: Page) {
  await page.locator('[data-project]').last().scrollIntoViewIfNeeded();
  const shown = page.locator('[data-project] .art img:visible');
  await expect(shown).toHaveCount(await page.locator('[data-project]').count());
  await expect.poll(() => shown.evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
  return shown;
}

for (const locale of LOCALES) {
  const home = localizedPath(locale, 'index', '/');

  test(`${home}: each project shows the picture of the system's theme, the only one fetched; the other theme's when the system switches`, async ({ page, errors }) => {
    const asked = recordArt(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(home);
    const cards = await page.locator('[data-project]').count();
    expect(cards, 'projects on the home page').toBeGreaterThan(0);
    await expect(page.locator('[data-project] .art svg'), 'no drawing in the document').toHaveCount(0);
    await expect(page.locator('[data-project] .art img[loading="lazy"][width="320"][height="120"][alt=""]')).toHaveCount(cards * 2);

    const light = await showProjects(page);
    expect(await light.evaluateAll((images) => images.map((i) => i.className)), 'the light pictures show').toEqual(Array(cards).fill('art-light'));
    expect(asked.length, 'one picture per card').toBe(cards);
    expect(asked.every((file) => /-light\.[0-9a-f]{10}\.svg$/.test(file)), asked.join(' ')).toBe(true);

    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await showProjects(page);
    expect(await dark.evaluateAll((images) => images.map((i) => i.className)), 'the dark pictures show').toEqual(Array(cards).fill('art-dark'));
    expect(asked.filter((file) => /-dark\.[0-9a-f]{10}\.svg$/.test(file)).length, 'then one dark picture per card').toBe(cards);
    expect(errors).toEqual([]);
  });
}

test('a theme chosen on the site wins over the system: the chosen theme’s pictures show, and are the only ones fetched', async ({ page, errors }) => {
  const asked = recordArt(page);
  await page.addInitScript(() => localStorage.setItem('color-mode', 'dark'));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en/');
  const shown = await showProjects(page);
  expect(await shown.evaluateAll((images) => [...new Set(images.map((i) => i.className))])).toEqual(['art-dark']);
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((file) => file.includes('-dark.')), asked.join(' ')).toBe(true);
  expect(errors).toEqual([]);
});

test('each picture is an SVG image with its size, painted in its theme, cached for good under its content’s name', async ({ page, request }) => {
  await page.goto('/');
  const sources = await page.locator('[data-project] .art img').evaluateAll((images) => images.map((i) => i.getAttribute('src')!));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg, src).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="120"/);
    const theme = src.includes('-dark.') ? 'dark' : 'light';
    expect(svg, `${src} in the ${theme} accent`).toContain(SITE.colors.accent[theme]);
  }
  const headers = await request.get('/_headers');
  expect(await headers.text()).toMatch(/^\/art\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
});
