/**
 * Runs the Astro CLI in this project for tests, one run at a time across test workers: two runs at
 * once would share the content store in node_modules/.astro.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCK = 'node_modules/.astro-test-cli.lock';

export interface CliRun {
  code: number;
  /** stdout and stderr, colours removed. */
  output: string;
  seconds: number;
}

async function lock(): Promise<void> {
  for (;;) {
    try {
      await mkdir(LOCK);
      return;
    } catch {
      // A lock left by a killed run is older than any run may last.
      const age = await stat(LOCK).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > 300_000) await rm(LOCK, { recursive: true, force: true });
      await sleep(200);
    }
  }
}

export async function runAstro(args: string[], env: Record<string, string>, timeoutMs = 170_000): Promise<CliRun> {
  await lock();
  const started = performance.now();
  try {
    return await new Promise<CliRun>((resolve) => {
      execFile(
        'npx',
        ['astro', ...args],
        { env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env }, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          // Colours may still be forced by the environment (CI): compare the plain text.
          const output = `${stdout}${stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
          resolve({ code, output, seconds: (performance.now() - started) / 1000 });
        },
      );
    });
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}
