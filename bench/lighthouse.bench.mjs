// Largest contentful paint per page type (target: a median ≤ 1.0 s): Lighthouse mobile (simulated
// slow 4G and 4× CPU) in the audit's Chromium, BENCH_LH_RUNS (5) runs per page, the pages taken in
// turn so that the machine's drift hits each alike. Pages: the types of tests/support/page-types.ts
// in the default locale, or in every locale with BENCH_LH_LOCALES=all (some of them only:
// BENCH_LH_PATHS=/,/readings/). Measures `dist/` as built
// (built first when absent); `npm run bench:lighthouse` runs it alone. The network estimates
// Lighthouse derives from a run (round trips and server times per origin) are taken from the first
// run and frozen for the others (its `precomputedLanternData`), so that runs differ by CPU alone;
// the CPU benchmark index of the runs is printed beside the figures. For a page over the target,
// the requests counted before its largest paint in its last run are listed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { saveLanternNetworkData } from 'lighthouse/core/lib/asset-saver.js';
import { printRequestsBeforePaint } from './first-paint.mjs';
import '../tools/resolve-ts.mjs';
import { FIRST_VISIT_STORAGE, launchAuditChrome } from '../tools/audit-chrome.mjs';
import { serveDist } from './serve.mjs';
import { quantile } from './stats.mjs';

const root = new URL('..', import.meta.url);
const PORT = Number(process.env.BENCH_PORT ?? 4497);
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 5));
/** The target of every page type's median. */
const TARGET_MS = 1000;
/** Audits that score nothing and cost time (as in tests/e2e/quality/lighthouse.spec.ts). */
const CONFIG = {
  extends: 'lighthouse:default',
  settings: { skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'], disableFullPageScreenshot: true, clearStorageTypes: FIRST_VISIT_STORAGE },
};

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => quantile(sorted(values), 0.5);

/** The page types measured: the default locale's, or every locale's with BENCH_LH_LOCALES=all. */
async function pageTypes() {
  const { PAGE_TYPES } = await import('../tests/support/page-types.ts');
  const { DEFAULT_LOCALE } = await import('../src/structure.ts');
  const types = process.env.BENCH_LH_LOCALES === 'all' ? PAGE_TYPES : PAGE_TYPES.filter((p) => p.locale === DEFAULT_LOCALE);
  // BENCH_LH_PATHS=/,/readings/ measures only those pages.
  const only = process.env.BENCH_LH_PATHS?.split(',');
  return only ? types.filter((p) => only.includes(p.path)) : types;
}

/** Which build is measured: its id and when it was written. */
function describeBuild(dist) {
  const file = new URL('latest-build.json', dist);
  const id = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).id : 'unknown';
  return `${dist.pathname} (build ${id}, written ${statSync(new URL('index.html', dist)).mtime.toISOString()})`;
}

/** What `print` writes to the console, as text. */
function captureOutput(print) {
  const lines = [];
  const log = console.log;
  console.log = (...parts) => lines.push(parts.join(' '));
  try {
    print();
  } finally {
    console.log = log;
  }
  return lines.join('\n');
}

export async function run(dist = new URL('dist/', root)) {
  if (!existsSync(new URL('index.html', dist))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const pages = await pageTypes();
  console.log(`Lighthouse mobile, ${RUNS} runs per page, pages in turn, on ${describeBuild(dist)}`);
  const runs = new Map(pages.map((p) => [p.path, []]));
  const server = await serveDist(dist.pathname, PORT);
  const chrome = await launchAuditChrome();
  const scratch = mkdtempSync(join(tmpdir(), 'lantern-'));
  /** The network estimates of the first run, frozen for the others. */
  let lanternData;
  /** The requests before the paint of each page's last run, printed for the pages over the target. */
  const before = new Map();
  try {
    for (let round = 1; round <= RUNS; round++) {
      for (const { path } of pages) {
        Lantern.Simulation.Simulator.allNodeTimings.clear();
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], precomputedLanternData: lanternData };
        const result = await lighthouse(new URL(path, server.base).href, flags, CONFIG);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${path}: Lighthouse could not run: ${lhr.runtimeError.message}`);
        if (!lanternData) {
          const file = join(scratch, 'lantern.json');
          await saveLanternNetworkData(result.artifacts.DevtoolsLog, file);
          lanternData = JSON.parse(readFileSync(file, 'utf8'));
        }
        const lcp = lhr.audits['largest-contentful-paint'].numericValue;
        runs.get(path).push({ lcp, performance: Math.round(lhr.categories.performance.score * 100), cpu: lhr.environment.benchmarkIndex });
        if (round === RUNS) before.set(path, captureOutput(printRequestsBeforePaint));
        process.stdout.write(round === RUNS && path === pages.at(-1).path ? '\n' : '.');
      }
    }
  } finally {
    chrome.kill();
    server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  const index = median([...runs.values()].flat().map((r) => r.cpu));
  console.log(`CPU benchmark index (median of the runs): ${Math.round(index)}; network estimates frozen from the first run`);

  const rows = pages.map(({ kind, locale, path }) => {
    const lcp = sorted(runs.get(path).map((r) => r.lcp));
    return { kind, locale, path, median: median(lcp), min: lcp[0], max: lcp.at(-1), performance: median(runs.get(path).map((r) => r.performance)) };
  });
  const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`;
  console.log(
    [
      '| page type | locale | path | LCP median | min | max | performance (median) |',
      '|---|---|---|--:|--:|--:|--:|',
      ...rows.map((r) => `| ${r.kind} | ${r.locale} | ${r.path} | ${ms(r.median)}${r.median > TARGET_MS ? ' ✘' : ''} | ${ms(r.min)} | ${ms(r.max)} | ${r.performance} |`),
    ].join('\n'),
  );
  const over = rows.filter((r) => r.median > TARGET_MS);
  for (const row of over) console.log(`\n${row.path}, requests counted before its largest paint (last run):\n${before.get(row.path)}`);
  console.log(
    over.length
      ? `OVER TARGET: median LCP above ${ms(TARGET_MS)} on ${over.length} of ${rows.length} pages: ${over.map((r) => `${r.path} (${ms(r.median)})`).join(', ')}`
      : `every page's median LCP is within ${ms(TARGET_MS)}`,
  );
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await run(process.argv[2] ? new URL(`${process.argv[2].replace(/\/?$/, '/')}`, `file://${process.cwd()}/`) : undefined);
