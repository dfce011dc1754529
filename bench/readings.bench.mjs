// Reading list at scale: the query through the URL and one selectReadings run (what the site runs) after a search keystroke over 10,000
// items (about 10% of them books with notes), the size of the full-list JSON, and (unless
// BENCH_SKIP_BUILD=1) full site builds with those items as reading files: the first with an
// empty preview-image cache, then BENCH_WARM_RUNS (3) with it warm; time and peak memory of each,
// and the median of the warm ones (one build's time moves by 20 % on a shared machine); then
// BENCH_TYPING_RUNS (5) typing measurements on the built list, and their median.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { seededRandom } from '../src/build/seeded-random.ts';
import { quantile } from './stats.mjs';
import { watchTreeMemory } from './tree-memory.mjs';

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
const AUTHORS = ['Ada Lovelace', 'Grace Hopper', 'Alan Kay', 'Barbara Liskov', 'Donald Knuth', 'Margaret Hamilton', 'Édouard Lucas', 'Frances Allen'];

/** A valid ISBN-13 from a number: 978, nine digits, the check digit. */
function isbn13(n) {
  const digits = `978${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
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
    if (rnd() < 0.1) {
      // A book, with notes: the owner's paragraphs, a quote and a list.
      item.type = 'book';
      item.authors = [pick(AUTHORS), ...(rnd() < 0.3 ? [pick(AUTHORS)] : [])];
      item.isbn = isbn13(i);
      item.pages = 80 + Math.floor(rnd() * 700);
      item.year = 1960 + Math.floor(rnd() * 66);
      item.notes = `${words(40)}.\n\n> ${words(12)}.\n\n## ${words(2)}\n\n- ${words(6)}\n- ${words(6)}\n`;
    }
    if (item.status === 'read' || item.status === 'inProgress') {
      item.startedAt = new Date(created + Math.floor(rnd() * 20 * 24 * 3600 * 1000)).toISOString();
      if (item.status === 'read') item.finishedAt = new Date(Date.parse(item.startedAt) + Math.floor(rnd() * 40 * 24 * 3600 * 1000)).toISOString();
    }
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

/** One reading file: JSON, or Markdown with front matter when the item has notes. */
function readingFile({ id, notes, ...data }) {
  if (!notes) return [`${id}.json`, JSON.stringify(data)];
  const yaml = Object.entries(data).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('\n');
  return [`${id}.md`, `---\n${yaml}\n---\n\n${notes}`];
}

/** GNU time, when the machine has it: it reports the peak memory of the build and its children. */
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const WARM_RUNS = Math.max(1, Number(process.env.BENCH_WARM_RUNS ?? 3));
const TYPING_RUNS = Math.max(1, Number(process.env.BENCH_TYPING_RUNS ?? 5));

/** Runs a command to its end, with its output kept; resolves to its exit status and output. */
function runCommand(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    const memory = watchTreeMemory(child.pid);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr, treePeakMb: memory.stop() }));
  });
}

/**
 * Builds the site with `items` as its reading list into a temporary folder: with an empty
 * preview-image cache, then `WARM_RUNS` times with the cache the first build filled. Returns each build's time, its
 * peak memory (the largest resident set of any process of the build, in MB) and the peak of all
 * its processes together (npx's own included), and the folder.
 */
async function benchBuild(items) {
  const dir = mkdtempSync(join(tmpdir(), 'readings-bench-'));
  const content = join(dir, 'content');
  mkdirSync(content);
  for (const item of items) writeFileSync(join(content, readingFile(item)[0]), readingFile(item)[1]);
  const env = { ...process.env, READINGS_CONTENT_DIR: content, OG_CACHE_DIR: join(dir, 'og-cache') };
  const builds = [];
  for (const cache of ['cold', ...Array(WARM_RUNS).fill('warm')]) {
    // Each build starts from an empty output folder, as a deploy does (Astro would first delete
    // the previous build's 32,000 files: 6–10 s here, not part of building).
    rmSync(join(dir, 'dist'), { recursive: true, force: true });
    const args = ['astro', 'build', '--outDir', join(dir, 'dist')];
    const start = performance.now();
    const result = TIME
      ? await runCommand(TIME, ['-f', 'peak-rss-kb %M', 'npx', ...args], { cwd: root, env })
      : await runCommand('npx', args, { cwd: root, env });
    const seconds = (performance.now() - start) / 1000;
    if (result.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`build failed:\n${result.stdout.slice(-5000)}\n${result.stderr.slice(-5000)}`);
    }
    const peak = /peak-rss-kb (\d+)/.exec(result.stderr)?.[1];
    builds.push({ cache, seconds, peakMb: peak ? Number(peak) / 1024 : undefined, treePeakMb: result.treePeakMb });
  }
  return { builds, dir, dist: join(dir, 'dist') };
}

/** How many files a folder holds, in all its subfolders: what a host counts against its limit. */
function countFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length;
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
  // The reading list's modules as one namespace, as the island uses them.
  const modules = ['model', 'fold', 'filters', 'prepared', 'select', 'url-state', 'summary', 'items', 'paths'];
  const lib = Object.assign({}, ...(await Promise.all(modules.map((name) => import(new URL(`src/lib/readings/${name}.ts`, root).href)))));
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
    `selectReadings per keystroke (${samples.length} runs), wall clock: median ${ms(quantile(samples, 0.5))}, p95 ${ms(quantile(samples, 0.95))}, max ${ms(samples.at(-1))}`,
  );
  console.log(
    `  same runs, CPU time of this process: median ${ms(quantile(cpuSamples, 0.5))}, p95 ${ms(quantile(cpuSamples, 0.95))}`,
  );
  console.log(`  load average while measuring: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);

  if (process.env.BENCH_SKIP_BUILD === '1') {
    console.log('build with 10,000 items: skipped (BENCH_SKIP_BUILD=1)');
    return;
  }
  const build = await benchBuild(items);
  try {
    const books = items.filter((item) => item.type === 'book').length;
    for (const { cache, seconds, peakMb, treePeakMb } of build.builds) {
      const largest = peakMb === undefined ? 'peak memory not measured (no /usr/bin/time)' : `peak memory ${peakMb.toFixed(0)} MB (target ≤ 1536 MB)`;
      const memory = treePeakMb === undefined ? largest : `${largest}, all its processes together ${treePeakMb.toFixed(0)} MB`;
      console.log(`build with ${COUNT} items (${books} books with notes), preview-image cache ${cache}: ${seconds.toFixed(1)} s (target ≤ ${cache === 'cold' ? 300 : 60} s), ${memory}`);
    }
    const warm = build.builds.filter((b) => b.cache === 'warm').map((b) => b.seconds).sort((a, b) => a - b);
    console.log(`warm builds: median ${quantile(warm, 0.5).toFixed(1)} s of ${warm.length} (${warm.map((s) => s.toFixed(1)).join(', ')} s; target ≤ 60 s)`);
    const largest = largestListPage(build.dist);
    console.log(`largest of ${largest.pages} list pages: ${largest.path}, ${kb(largest.bytes)} gzip (budget 30 KB)`);
    const first = gzipSync(readFileSync(join(build.dist, 'readings', 'index.html')), { level: 9 }).length;
    console.log(`the list's first page: ${kb(first)} gzip (one round trip: 14 KB); dist/ holds ${countFiles(build.dist)} files`);
    const { benchTyping } = await import('./typing.mjs');
    const ratios = [];
    for (let i = 0; i < TYPING_RUNS; i++) ratios.push(await benchTyping(build.dist));
    ratios.sort((a, b) => a - b);
    console.log(`typing p95 ratio search/plain: median ${quantile(ratios, 0.5).toFixed(2)} of ${ratios.length} (${ratios.map((r) => r.toFixed(2)).join(', ')}; target ≤ 2)`);
  } finally {
    rmSync(build.dir, { recursive: true, force: true });
  }
}
