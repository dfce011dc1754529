// Serves a build with `astro preview` for a benchmark, and stops it.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url);

/** Up to a minute: on a loaded machine the server alone took over 20 s to answer. */
async function waitForServer(url, tries = 300) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no server at ${url}`);
}

/** Serves `dist` on `port` until `stop()`; resolves once `path` answers. */
export async function serveDist(dist, port, path = '/') {
  // The project's own Astro, not through `npx` (which took 7–9 s to start it at load 14). Its own
  // process group: stopping it stops `astro preview` and whatever it started.
  const astro = new URL('node_modules/.bin/astro', root).pathname;
  const server = spawn(astro, ['preview', '--outDir', dist, '--port', String(port), '--ignore-lock'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => process.kill(-server.pid, 'SIGTERM');
  const base = `http://localhost:${port}`;
  try {
    await waitForServer(`${base}${path}`);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
