import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import { expect, localizedPath, SCREENS, test, type Locale } from '../fixtures';
import { DEFAULT_LOCALE, isIndexed } from '../../../src/structure';
import { FIRST_VISIT_STORAGE, launchAuditChrome } from '../../../tools/audit-chrome.mjs';

/*
 * Lighthouse (mobile, simulated throttling) on every screen: accessibility, best practices and SEO
 * are gates (MIN_SCORE, 95); performance and the largest paint are only alarms for a real
 * regression, set well above the loaded-machine noise (PERF_ALARM, LCP_ALARM_MS), since their
 * targets are judged by `npm run bench:lighthouse` (medians of 5 runs) and the byte budgets
 * (budgets.spec.ts) hold their inputs. Each screen runs up to AUDIT_RUNS times (3) while a figure
 * is past its gate, and keeps its best run.
 * `npm run audit` (AUDIT=1 in playwright.config.ts) runs it as its own Playwright project, one
 * screen at a time, so no other browser competes for the CPU; `npm test` runs it last.
 *
 * Lighthouse refuses to audit a response with status 404, so the 404 screen is audited through
 * its documents (`/404.html`, `/en/404/`). `is-crawlable` is skipped on the pages that ask not to be
 * indexed (test page, 404): they fail it on purpose.
 */

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MIN_SCORE = 95;
/**
 * Alarms, not targets (issue #42: at least 30% past the median a loaded machine measures).
 * `npm run bench:lighthouse` at load 5-11 on a 2-core machine gave LCP medians of 1.37-1.66 s per
 * page (1.66 s × 1.3 = 2.16 s) and performance medians of 80-99 (80 × 0.7 = 56).
 */
const LCP_ALARM_MS = 2200;
const PERF_ALARM = 55;
const gateOf = (category: (typeof CATEGORIES)[number]) => (category === 'performance' ? PERF_ALARM : MIN_SCORE);
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const OUT = 'test-results/lighthouse';
/**
 * Audits of weight 0 in every category, whose gathering costs time and scores nothing: the
 * back/forward cache test (a second navigation; platform.spec.ts checks the cache) and the
 * screenshots. With the full-page screenshot off too, a run takes about 7.5 s instead of 9.5 s here.
 */
const UNSCORED = ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'];

interface Row {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  runs: number;
  skipped: string[];
  /** Weighted audits that did not pass, per category: what to fix. */
  failing: string[];
}

function rowOf(path: string, lhr: Result, runs: number, skipped: string[]): Row {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return {
    path,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    runs,
    skipped,
    failing: CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}/${ref.id}`),
    ),
  };
}

const worst = (row: Row) => Math.min(...CATEGORIES.map((c) => row.scores[c]));
const passes = (row: Row) => CATEGORIES.every((c) => row.scores[c] >= gateOf(c)) && row.lcp <= LCP_ALARM_MS;
const total = (row: Row) => CATEGORIES.reduce((sum, c) => sum + row.scores[c], 0);
/** A run that passes the gates beats one that does not; then the higher worst score, total, and the earlier paint. */
const isBetter = (row: Row, than: Row) =>
  (Number(passes(row)) - Number(passes(than)) || worst(row) - worst(than) || total(row) - total(than) || than.lcp - row.lcp) > 0;

/** The report table from every screen measured so far (rows are files: a failed test restarts its worker). */
function writeTable(): string {
  const rows = readdirSync(OUT)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(`${OUT}/${f}`, 'utf8')) as Row & { order: number })
    .sort((a, b) => a.order - b.order);
  const table = [
    '| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | JS bytes | runs | audits below 1 |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    ...rows.map((r) =>
      [
        `| ${r.path}${r.skipped.length ? ` (skipped: ${r.skipped.join(', ')})` : ''}`,
        ...CATEGORIES.map((c) => `${r.scores[c]}${r.scores[c] < gateOf(c) ? ' ✘' : ''}`),
        `${Math.round(r.lcp)} ms${r.lcp > LCP_ALARM_MS ? ' ✘' : ''}`,
        `${Math.round(r.tbt)} ms`,
        r.cls.toFixed(3),
        `${(r.jsBytes / 1024).toFixed(1)} KB`,
        `${r.runs}`,
        `${r.failing.join(', ')} |`,
      ].join(' | '),
    ),
  ].join('\n');
  mkdirSync('playwright-report', { recursive: true });
  writeFileSync('playwright-report/lighthouse.md', `${table}\n`);
  return table;
}

test.describe.configure({ mode: 'default', retries: 0 });

let chrome: LaunchedChrome | undefined;

test.beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  chrome = await launchAuditChrome();
});

test.afterAll(async () => {
  chrome?.kill();
  if (existsSync(OUT)) console.log(`\nLighthouse (mobile), best of up to ${RUNS} runs\n${writeTable()}\n`);
});

/** The 404 screen's own document, which answers 200. */
const notFoundDocument = (locale: Locale) => (locale === DEFAULT_LOCALE ? '/404.html' : `${localizedPath(locale, 'index', '/')}404/`);

SCREENS.forEach((screen, order) => {
  const { route } = screen;
  const path = route === '404' ? notFoundDocument(screen.locale) : screen.path;
  test(`Lighthouse ${path}`, async ({ baseURL }) => {
    test.setTimeout(RUNS * 90_000);
    const noindex = route === '404' || !isIndexed(route);
    const skipped = noindex ? ['is-crawlable'] : [];
    const config: Config = { extends: 'lighthouse:default', settings: { skipAudits: [...skipped, ...UNSCORED], disableFullPageScreenshot: true, clearStorageTypes: FIRST_VISIT_STORAGE } };
    let best: Row | undefined;
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await lighthouse(
        new URL(path, baseURL).href,
        { port: chrome!.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        config,
      );
      expect(result?.lhr.runtimeError?.message, `${path}: Lighthouse could not run`).toBeUndefined();
      const row = rowOf(path, result!.lhr, run, skipped);
      if (!best || isBetter(row, best)) best = row;
      if (passes(best)) break;
    }
    writeFileSync(`${OUT}/${order}.json`, JSON.stringify({ ...best!, order }));
    for (const category of CATEGORIES) {
      expect
        .soft(best!.scores[category], `${path}: ${category} ${best!.scores[category]} < ${gateOf(category)} (best of ${best!.runs} runs)`)
        .toBeGreaterThanOrEqual(gateOf(category));
    }
    expect
      .soft(best!.lcp, `${path}: largest contentful paint ${Math.round(best!.lcp)} ms > the ${LCP_ALARM_MS} ms alarm (best of ${best!.runs} runs)`)
      .toBeLessThanOrEqual(LCP_ALARM_MS);
  });
});
