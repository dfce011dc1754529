// Where a page's simulated first paint goes: Lighthouse (mobile, simulated slow 4G and 4× CPU)
// in the audit's Chromium, then, for its largest contentful paint, every request that Lighthouse's
// simulator counted before it, with simulated start and end (its optimistic and pessimistic
// estimates; the metric is their mean). `node bench/first-paint.mjs [dist] [path ...]`.
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launchAuditChrome } from '../tools/audit-chrome.mjs';
import { serveDist } from './serve.mjs';

const root = new URL('..', import.meta.url);
const PORT = Number(process.env.BENCH_PORT ?? 4498);
const PATHS = ['/', '/readings/', '/lab/', '/about/', '/test/'];

const ms = (n) => `${Math.round(n)} ms`;
const label = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^(.{56}).+$/, '$1…');

/** Lighthouse once on `url`; prints its figures and the requests of both LCP estimates. */
async function audit(port, url) {
  Lantern.Simulation.Simulator.allNodeTimings.clear();
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const audits = result.lhr.audits;
  const observed = audits.metrics.details.items[0];
  const figure = (id) => ms(audits[id].numericValue);
  const performance = Math.round(result.lhr.categories.performance.score * 100);
  const metrics = `FCP ${figure('first-contentful-paint')}, LCP ${figure('largest-contentful-paint')}, TBT ${figure('total-blocking-time')}`;
  console.log(`\n${url}: performance ${performance}, ${metrics}`);
  console.log(`  observed without throttling: FCP ${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}`);
  printRequestsBeforePaint();
}

/**
 * The requests Lighthouse's simulator counted before the largest paint of the run just made, for
 * both of its estimates (the metric is their mean), with their simulated start and end.
 */
export function printRequestsBeforePaint() {
  for (const estimate of ['optimistic', 'pessimistic']) {
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(`${estimate}LargestContentfulPaint`);
    if (!timings) continue;
    const rows = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
    const end = Math.max(...rows.map(([, t]) => t.endTime));
    const cpu = rows.filter(([node]) => node.type === 'cpu').reduce((sum, [, t]) => sum + t.endTime - t.startTime, 0);
    console.log(`  ${estimate} LCP ${ms(end)} (main thread ${ms(cpu)}):`);
    for (const [node, t] of rows) {
      if (node.type !== 'network') continue;
      const { request } = node;
      const span = `${String(Math.round(t.startTime)).padStart(5)}–${String(Math.round(t.endTime)).padEnd(5)}`;
      console.log(`    ${span} ${request.priority.padEnd(8)} ${String(request.transferSize).padStart(6)} B  ${label(request.url)}`);
    }
  }
}

export async function benchFirstPaint(dist, paths = PATHS) {
  const server = await serveDist(dist, PORT);
  const chrome = await launchAuditChrome();
  try {
    for (const path of paths) await audit(chrome.port, new URL(path, server.base).href);
  } finally {
    chrome.kill();
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist, ...paths] = process.argv.slice(2);
  await benchFirstPaint(dist ?? new URL('dist', root).pathname, paths.length ? paths : undefined);
}
