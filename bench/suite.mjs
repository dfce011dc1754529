// What `npm test` costs, phase by phase: wall time and core-seconds (all CPUs' busy time, read from
// /proc/stat, so browsers and servers the phase starts are counted), then how many checks ran.
// Run it alone on a quiet machine: `npm run bench:suite` (output of the phases goes to
// reports/suite.log). The phases are read from package.json's "test" script, so they are the
// ones CI runs.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

const TICKS_PER_SECOND = 100;
const busyTicks = () => {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return user + nice + system + irq + softirq + steal;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The busy cores a quiet machine shows before anything runs, to read the figures against. */
const idleStart = busyTicks();
await sleep(5000);
const background = (busyTicks() - idleStart) / TICKS_PER_SECOND / 5;

const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts.test;
const phases = script.split('&&').map((part) => part.trim());
mkdirSync('reports', { recursive: true });
const log = createWriteStream('reports/suite.log');

const rows = [];
let failed = false;
for (const phase of phases) {
  const wallStart = performance.now();
  const tickStart = busyTicks();
  const code = await new Promise((resolve) => {
    const child = spawn('sh', ['-c', phase], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', resolve);
  });
  const wall = (performance.now() - wallStart) / 1000;
  const core = (busyTicks() - tickStart) / TICKS_PER_SECOND;
  rows.push({ phase, wall, core, code });
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${wall.toFixed(0).padStart(5)} s wall ${core.toFixed(0).padStart(6)} core-s  ${phase}`);
  if (code !== 0) failed = true;
}

const total = rows.reduce((sum, row) => ({ wall: sum.wall + row.wall, core: sum.core + row.core }), { wall: 0, core: 0 });
console.log(`\ntotal ${total.wall.toFixed(0)} s wall, ${total.core.toFixed(0)} core-s on ${cpus().length} cores`);
console.log(`background before the run: ${background.toFixed(2)} busy cores; load after: ${loadavg()[0].toFixed(2)}`);

// How many checks: tests run (from the reports), and assertions written in the test files.
const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const vitestTests = ['reports/unit.json', 'reports/build.json'].reduce((n, f) => n + (read(f)?.numTotalTests ?? 0), 0);
const playwrightTests = ['reports/e2e.json', 'reports/lighthouse.json', 'reports/gecko.json', 'reports/webkit.json']
  .map(read)
  .reduce((n, report) => n + (report ? report.stats.expected + report.stats.flaky + report.stats.unexpected : 0), 0);
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
const assertions = files('tests').reduce(
  (n, file) => n + (readFileSync(file, 'utf8').match(/\bexpect(\.soft)?\(|\bassert\.\w+\(/g)?.length ?? 0),
  0,
);
console.log(`tests run: ${vitestTests} Vitest, ${playwrightTests} in browsers (Playwright, Gecko, WebKit)`);
console.log(`assertions written in tests/: ${assertions}`);
process.exit(failed ? 1 : 0);
