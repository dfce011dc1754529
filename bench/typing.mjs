// Keystroke cost in a real browser: Chromium at 4× CPU slowdown (Lighthouse's mobile setting),
// typing into the reading list's search box and into a plain <input> added to the same page.
// Figures are Event Timing durations (PerformanceEventTiming), the largest per keystroke.
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { serveDist } from './serve.mjs';
import { CHROMIUM_FLAGS, FULL_CHROMIUM } from '../tools/chromium.mjs';
import { quantile } from './stats.mjs';

const root = new URL('..', import.meta.url);
const PORT = Number(process.env.BENCH_PORT ?? 4499);
const TEXT = 'performance accessibilité design';
/** Chromium reports no event under 16 ms: a keystroke without an entry is counted as 16 ms. */
const FLOOR = 16;

/** Types `TEXT` into `selector` one key at a time and returns the duration of each keystroke. */
async function typeInto(page, selector) {
  await page.evaluate(() => {
    window.__events = [];
    window.__observer?.disconnect();
    window.__observer = new PerformanceObserver((list) => window.__events.push(...list.getEntries().map((e) => ({ id: e.interactionId, d: e.duration }))));
    window.__observer.observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  await page.click(selector);
  await page.fill(selector, '');
  await page.waitForTimeout(500);
  await page.evaluate(() => (window.__events = []));
  for (const key of TEXT) {
    await page.keyboard.type(key);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(1000);
  const events = await page.evaluate(() => window.__events);
  const byInteraction = new Map();
  for (const { id, d } of events) if (id) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, d));
  const durations = [...byInteraction.values()];
  while (durations.length < TEXT.length) durations.push(FLOOR);
  return durations.sort((a, b) => a - b);
}

const figures = (d) => `p50 ${quantile(d, 0.5).toFixed(0)} ms, p95 ${quantile(d, 0.95).toFixed(0)} ms, max ${d.at(-1).toFixed(0)} ms`;

/** Serves `dist` and measures typing on its French reading list; returns the p95 ratio of the search box to a plain input. */
export async function benchTyping(dist) {
  const server = await serveDist(dist, PORT, '/readings/');
  const browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const { base } = server;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/readings/`);
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'bench-plain';
      input.setAttribute('aria-label', 'plain');
      document.querySelector('main')?.prepend(input);
    });
    // Two moves: in Chromium's headless mode the first has no movement, and the reading list's
    // intent directive does not count a move that goes nowhere.
    await page.mouse.move(5, 5);
    await page.mouse.move(40, 300);
    await page.waitForSelector('.re[data-state="ready"]', { timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
    const search = [];
    const plain = [];
    for (let i = 0; i < rounds; i++) {
      plain.push(...(await typeInto(page, '#bench-plain')));
      search.push(...(await typeInto(page, '.re-search input')));
    }
    search.sort((a, b) => a - b);
    plain.sort((a, b) => a - b);
    console.log(`typing at 4× CPU slowdown, ${search.length} keystrokes each (Event Timing, under ${FLOOR} ms counted as ${FLOOR}):`);
    console.log(`  search box:  ${figures(search)}`);
    console.log(`  plain input: ${figures(plain)}`);
    console.log(`  load average: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
    const ratio = quantile(search, 0.95) / quantile(plain, 0.95);
    console.log(`  p95 ratio search/plain: ${ratio.toFixed(2)} (target ≤ 2)`);
    return ratio;
  } finally {
    await browser.close();
    server.stop();
  }
}

// `node bench/typing.mjs [dist]`: measure an existing build (default: ./dist).
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchTyping(process.argv[2] ?? new URL('dist', root).pathname);
}
