// Reading list at scale: one filter+sort+paginate run after a search keystroke over 10,000
// items, the size of the full-list JSON, and (unless BENCH_SKIP_BUILD=1) the time of a full
// site build with 10,000 reading files generated into a temporary content folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { seededRandom } from '../src/lib/seeded-random.ts';
import { quantile } from './stats.mjs';

const COUNT = 10_000;
const root = new URL('..', import.meta.url);

const WORDS = (
  'astro react css grid layout performance accessibilité écoconception typescript javascript async ' +
  'rendering hydration islands design système données sécurité testing playwright vitest tooling ' +
  'compiler bundler réseau cache http cookies fonts images motion animation history architecture ' +
  'state stores signals server edge deploy observability logging métriques privacy i18n unicode'
).split(' ');
const TAGS = WORDS.slice(0, 40);
const TYPES = ['article', 'podcast', 'video'];
const STATUSES = ['toRead', 'inProgress', 'read', 'canceled'];

export function generateItems(count = COUNT, seed = 42) {
  const rnd = seededRandom(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const start = Date.UTC(2024, 10, 1);
  const span = 2 * 365 * 24 * 3600 * 1000;
  return Array.from({ length: count }, (_, i) => {
    const created = start + Math.floor(rnd() * span);
    const item = {
      id: `item-${String(i).padStart(5, '0')}`,
      name: `${words(2 + Math.floor(rnd() * 5))} ${i}`.replace(/^./, (c) => c.toUpperCase()),
      url: `https://example.com/${i}`,
      type: pick(TYPES),
      status: pick(STATUSES),
      tags: [...new Set(Array.from({ length: Math.floor(rnd() * 4) }, () => pick(TAGS)))],
      createdTime: new Date(created).toISOString(),
      lastEditedTime: new Date(created + Math.floor(rnd() * 90 * 24 * 3600 * 1000)).toISOString(),
    };
    if (rnd() < 0.7) item.score = 1 + Math.floor(rnd() * 5);
    if (rnd() < 0.6) item.description = `${words(8 + Math.floor(rnd() * 16))}.`;
    if (rnd() < 0.2) item.image = `https://images.example.com/${i}.jpg`;
    return item;
  });
}

const ms = (n) => `${n.toFixed(2)} ms`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function benchQueries(lib, items) {
  const { DEFAULT_QUERY, prepareReadings, selectReadings, serializeQuery, parseQuery } = lib;
  // What the page pays once: the default view right after the JSON arrives, then the first use of
  // each other order and of search (each computed once, then kept).
  const once = {};
  const time = (label, fn) => {
    const start = performance.now();
    fn();
    once[label] = performance.now() - start;
  };
  const prepared = prepareReadings(items, 'fr');
  time('first view', () => selectReadings(prepared, DEFAULT_QUERY));
  time('first search', () => selectReadings(prepared, { ...DEFAULT_QUERY, search: 'p' }));
  for (const sort of ['lastEditedTime', 'name', 'score']) {
    time(`first sort by ${sort}`, () => selectReadings(prepared, { ...DEFAULT_QUERY, sort }));
  }

  // Typing "performance" then "accessibilité" letter by letter, under several filter/sort states.
  const states = [
    {},
    { sort: 'name' },
    { sort: 'score', status: 'read' },
    { tags: ['css', 'react', 'design'], type: 'article', sort: 'lastEditedTime' },
    { pageSize: 48 },
  ];
  const typed = ['performance', 'accessibilité'].flatMap((w) => Array.from(w, (_, i) => w.slice(0, i + 1)));
  const samples = [];
  const cpuSamples = [];
  for (let round = 0; round < 6; round++) {
    for (const state of states) {
      for (const search of typed) {
        const query = { ...DEFAULT_QUERY, ...state, search };
        const cpu = process.cpuUsage();
        const start = performance.now();
        const url = serializeQuery(query);
        const selection = selectReadings(prepared, parseQuery(url), 1);
        samples.push(performance.now() - start);
        const used = process.cpuUsage(cpu);
        cpuSamples.push((used.user + used.system) / 1000);
        if (selection.items.length > query.pageSize) throw new Error('paging broken');
      }
    }
  }
  samples.sort((a, b) => a - b);
  cpuSamples.sort((a, b) => a - b);
  return { once, samples, cpuSamples };
}

/** Builds the site with `items` as its reading list into a temporary folder; returns the time taken and the folder. */
function benchBuild(items) {
  const dir = mkdtempSync(join(tmpdir(), 'readings-bench-'));
  const content = join(dir, 'content');
  mkdirSync(content);
  for (const { id, ...data } of items) writeFileSync(join(content, `${id}.json`), JSON.stringify(data));
  const start = performance.now();
  const result = spawnSync('npx', ['astro', 'build', '--outDir', join(dir, 'dist')], {
    cwd: root,
    env: { ...process.env, READINGS_CONTENT_DIR: content },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  }
  return { seconds, dir, dist: join(dir, 'dist') };
}

/** The largest gzip size among the built reading-list pages (every `readings/**\/index.html`). */
function largestListPage(dist) {
  let largest = { path: '', bytes: 0, pages: 0 };
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'index.html' && /[/\\]readings[/\\]/.test(`${path}`)) {
        const bytes = gzipSync(readFileSync(path)).length;
        largest.pages++;
        if (bytes > largest.bytes) largest = { ...largest, path: relative(dist, path), bytes };
      }
    }
  };
  walk(dist);
  return largest;
}

export async function run() {
  const lib = await import(new URL('src/lib/readings/index.ts', root).href);
  const items = generateItems();

  const json = JSON.stringify(items);
  const parseStart = performance.now();
  lib.parseReadingList(JSON.parse(json));
  const parseTime = performance.now() - parseStart;
  console.log(`items: ${COUNT}`);
  console.log(`readings.json: ${kb(Buffer.byteLength(json))} raw, ${kb(gzipSync(json).length)} gzip; parse + check ${ms(parseTime)}`);

  const { once, samples, cpuSamples } = benchQueries(lib, items);
  console.log(`one-off costs: ${Object.entries(once).map(([label, t]) => `${label} ${ms(t)}`).join(', ')}`);
  console.log(
    `filter+sort+paginate per keystroke (${samples.length} runs), wall clock: median ${ms(quantile(samples, 0.5))}, p95 ${ms(quantile(samples, 0.95))}, max ${ms(samples.at(-1))}`,
  );
  console.log(
    `  same runs, CPU time of this process: median ${ms(quantile(cpuSamples, 0.5))}, p95 ${ms(quantile(cpuSamples, 0.95))}`,
  );
  console.log(`  load average while measuring: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);

  if (process.env.BENCH_SKIP_BUILD === '1') {
    console.log('build with 10,000 items: skipped (BENCH_SKIP_BUILD=1)');
    return;
  }
  const build = benchBuild(items);
  try {
    console.log(`build with ${COUNT} items: ${build.seconds.toFixed(1)} s (target ≤ 60 s)`);
    const largest = largestListPage(build.dist);
    console.log(`largest of ${largest.pages} list pages: ${largest.path}, ${kb(largest.bytes)} gzip (budget 30 KB)`);
    const { benchTyping } = await import('./typing.mjs');
    await benchTyping(build.dist);
  } finally {
    rmSync(build.dir, { recursive: true, force: true });
  }
}
