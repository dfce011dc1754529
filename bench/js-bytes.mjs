// JavaScript a visitor fetches before interacting, per page, for one or more builds side by side:
// each page opens in a fresh context (empty cache), nothing is clicked or scrolled, and once the
// network is idle the scripts it fetched are summed, each gzip-compressed (as budgets.spec.ts does).
// `node bench/js-bytes.mjs <dist>[,<dist>…] [path …]`
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveDist } from './serve.mjs';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from '../tools/chromium.mjs';

const PATHS = ['/', '/about/', '/readings/', '/lab/', '/test/', '/no/such-page', '/en/', '/en/about/', '/en/readings/', '/en/lab/'];
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4650);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function measure(browser, url) {
  const context = await browser.newContext();
  await context.route((u) => !u.href.startsWith(new URL(url).origin), (route) => route.abort());
  const page = await context.newPage();
  const sizes = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) sizes.set(response.url(), response.body().then((b) => gzipSync(b, { level: 9 }).length, () => 0));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const total = (await Promise.all(sizes.values())).reduce((sum, n) => sum + n, 0);
  await context.close();
  return { total, files: sizes.size };
}

const [dists = 'dist', ...rest] = process.argv.slice(2);
const paths = rest.length > 0 ? rest : PATHS;
const builds = dists.split(',');
const browser = await chromium.launch({ ...(TEST_CHROMIUM ? { executablePath: TEST_CHROMIUM } : {}), args: CHROMIUM_FLAGS });
const servers = [];
try {
  for (const [i, dist] of builds.entries()) servers.push(await serveDist(dist, FIRST_PORT + i));
  console.log(`| page | ${builds.join(' | ')} |\n|---|${builds.map(() => '--:').join('|')}|`);
  for (const path of paths) {
    const cells = [];
    for (const server of servers) {
      const { total, files } = await measure(browser, server.base + path);
      cells.push(`${kib(total)} (${files} files)`);
    }
    console.log(`| ${path} | ${cells.join(' | ')} |`);
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
