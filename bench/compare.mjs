// Two or more builds side by side in Lighthouse (mobile, the audit's browser): runs alternate between
// the builds page by page, so the machine's drift hits each alike, then the medians per page.
// `node bench/compare.mjs <rounds> <dist>,<dist>[,…] <path> [path …]`
import lighthouse from 'lighthouse';
import { launchAuditChrome } from '../tools/audit-chrome.mjs';
import { serveDist } from './serve.mjs';
import { quantile } from './stats.mjs';

const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4600);
const median = (values) => quantile([...values].sort((a, b) => a - b), 0.5);

export async function compareBuilds(rounds, dists, paths) {
  const servers = [];
  const chrome = await launchAuditChrome();
  const runs = new Map(paths.flatMap((path) => dists.map((dist) => [`${path} ${dist}`, []])));
  try {
    for (const [i, dist] of dists.entries()) servers.push(await serveDist(dist, FIRST_PORT + i));
    for (let round = 1; round <= rounds; round++) {
      for (const path of paths) {
        for (const [i, dist] of dists.entries()) {
          const { lhr } = await lighthouse(servers[i].base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          const value = (id) => Math.round(lhr.audits[id].numericValue);
          const run = { perf: Math.round(lhr.categories.performance.score * 100), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time') };
          runs.get(`${path} ${dist}`).push(run);
          console.log(`round ${round} ${path} ${dist}: performance ${run.perf}, LCP ${run.lcp} ms, TBT ${run.tbt} ms`);
        }
      }
    }
  } finally {
    chrome.kill();
    for (const server of servers) server.stop();
  }
  console.log('\nmedians (all runs in brackets)');
  for (const [key, list] of runs) {
    const lcp = list.map((r) => r.lcp);
    const tbt = list.map((r) => r.tbt);
    console.log(`${key}: LCP ${median(lcp)} ms [${lcp.join(' ')}], TBT ${median(tbt)} ms, performance [${list.map((r) => r.perf).join(' ')}]`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [rounds, dists, ...paths] = process.argv.slice(2);
  if (!dists || paths.length === 0) throw new Error('usage: node bench/compare.mjs <rounds> <dist>,<dist>[,…] <path> [path …]');
  await compareBuilds(Number(rounds), dists.split(','), paths);
}
