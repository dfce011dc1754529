import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { blockExternalRequests, expect, SCREENS, test } from '../fixtures';
import { inlineScriptGzip } from './checks';

/*
 * What a visitor downloads before interacting: each screen loads in a fresh browser context (empty
 * cache), nothing is clicked or scrolled, and once the network is idle the JavaScript it fetched
 * and the scripts its document holds are summed, each gzip-compressed. The table is printed and written to playwright-report/budgets.md
 * (test-results/ is emptied by every Playwright run).
 */

const KB = 1024;
/**
 * Gzip bytes of JavaScript before any interaction, on every page: islands, header
 * selectors included, hydrate on interaction; the platform script (deferred, in the head) counts,
 * and so do the scripts the document carries inline (each file and each inline script compressed
 * on its own). Counted that way, the pages ran 7.2–8.6 KB with Astro's island runtime and the
 * client directives inline (then counted against 6 KB of files only), 7.7–9.0 KB with them in a
 * chunk of their own, asked for after the first paint (src/scripts/islands.ts): the same code, one
 * file more to compress.
 */
const JS_BUDGET = 9.5 * KB;
const HTML_BUDGET = 30 * KB;

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('every screen stays within its JavaScript and HTML budgets', async ({ browser, baseURL }) => {
  test.setTimeout(30_000 + SCREENS.length * 10_000);
  /** What one screen makes a visitor download, in its own context. */
  const measure = async ({ path }: (typeof SCREENS)[number]) => {
    const context = await browser.newContext();
    await blockExternalRequests(context, new URL(baseURL!).origin);
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    /** When each script was asked for (ms since the epoch, the page's clock). */
    const asked = new Map<string, number>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isScript = response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
      if (isScript && response.ok() && !scripts.has(response.url())) {
        scripts.set(response.url(), response.body().then(gzipSize, () => 0));
        asked.set(response.url(), response.request().timing().startTime);
      }
    });
    const document = await page.goto(path, { waitUntil: 'networkidle' });
    const body = await document!.body();
    const html = gzipSize(body);
    const js = (await Promise.all(scripts.values())).reduce((sum, size) => sum + size, inlineScriptGzip(body.toString()));
    // Every script asked for before the first paint is named by the page itself (a module script or
    // its preload), so none waits for another to arrive before it is asked for: no request chain.
    // The islands' runtime is asked for after the paint, with the stylesheets (src/scripts/islands.ts).
    const named = [...body.toString().matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => new URL(m[1]!, document!.url()).href);
    const painted = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity));
    const chained = [...scripts.keys()].filter((url) => !named.includes(url) && asked.get(url)! < painted);
    await context.close();
    return { path, scripts: scripts.size, js, jsBudget: JS_BUDGET, html, chained };
  };
  // Contexts share nothing (no cache): a few screens at a time, so the idle waits overlap.
  const rows: Awaited<ReturnType<typeof measure>>[] = [];
  for (let i = 0; i < SCREENS.length; i += 4) rows.push(...(await Promise.all(SCREENS.slice(i, i + 4).map(measure))));

  const table = [
    '| page | scripts | JS gzip | JS budget | HTML gzip | HTML budget |',
    '|---|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.scripts} | ${kb(r.js)}${r.js > r.jsBudget ? ' ✘' : ''} | ${kb(r.jsBudget)} | ${kb(r.html)}${r.html > HTML_BUDGET ? ' ✘' : ''} | ${kb(HTML_BUDGET)} |`,
    ),
  ].join('\n');
  console.log(`\nBudgets (gzip, before interaction, network idle)\n${table}\n`);
  mkdirSync('playwright-report', { recursive: true });
  writeFileSync('playwright-report/budgets.md', `${table}\n`);
  await test.info().attach('budgets.md', { body: table, contentType: 'text/markdown' });

  for (const r of rows) {
    expect.soft(r.js, `${r.path}: ${kb(r.js)} of JavaScript, budget ${kb(r.jsBudget)}`).toBeLessThanOrEqual(r.jsBudget);
    expect.soft(r.html, `${r.path}: ${kb(r.html)} of HTML, budget ${kb(HTML_BUDGET)}`).toBeLessThanOrEqual(HTML_BUDGET);
    expect.soft(r.chained, `${r.path}: scripts found only once another had arrived`).toEqual([]);
  }
});
