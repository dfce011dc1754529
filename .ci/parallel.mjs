// Runs npm scripts at the same time, each line of their output prefixed with the script's name,
// and says how long each took: `node .ci/parallel.mjs check test:unit`. Exits non-zero when any
// failed. For phases that each keep about one core busy (`astro check` is single-threaded).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { loadavg } from 'node:os';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node .ci/parallel.mjs <npm script>…');
  process.exit(2);
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const width = Math.max(...scripts.map((s) => s.length));

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = performance.now();
      const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const tag = `[${script.padEnd(width)}]`;
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`${tag} ${line}`));
      }
      child.on('close', (code, signal) => {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`${tag} exit ${code ?? signal} after ${seconds} s (load ${load()})`);
        resolve(code === 0);
      });
    }),
);

process.exit((await Promise.all(runs)).every(Boolean) ? 0 : 1);
