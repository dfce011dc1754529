// Serves a build with `astro preview` for a benchmark, and stops it.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url);

async function waitForServer(url, tries = 100) {
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
  // Its own process group: stopping it stops `astro preview`, not only the `npx` that started it.
  const server = spawn('npx', ['astro', 'preview', '--outDir', dist, '--port', String(port), '--ignore-lock'], {
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
