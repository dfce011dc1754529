/**
 * Runs the Astro CLI for tests, in a project copy (tests/support/project-copy.ts) or the project
 * itself, one run at a time per folder: two runs at once in one folder would share its content
 * store (node_modules/.astro).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ASTRO, ROOT } from './project-copy.ts';

export interface CliRun {
  code: number;
  /** stdout and stderr, colours removed. */
  output: string;
  seconds: number;
}

async function lock(path: string): Promise<void> {
  for (;;) {
    try {
      await mkdir(path, { recursive: false });
      return;
    } catch {
      // A lock left by a killed run is older than any run may last.
      const age = await stat(path).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > 300_000) await rm(path, { recursive: true, force: true });
      await sleep(200);
    }
  }
}

/**
 * One store of preview images for every run, copies included: an image drawn by one build (the
 * same reading item, the same text) is read back by the others and by `npm run build`.
 */
export const OG_CACHE = process.env.OG_CACHE_DIR || join(ROOT, 'node_modules', '.cache', 'og-images');

export interface RunOptions {
  /** The project folder to run in (a copy, or the project itself by default). */
  cwd?: string;
  timeoutMs?: number;
}

/** Runs `run` while holding the folder's lock (one Astro at a time per content store). */
async function holding<T>(cwd: string, run: () => Promise<T>): Promise<T> {
  await mkdir(join(cwd, 'node_modules'), { recursive: true });
  const held = join(cwd, 'node_modules', '.astro-test-cli.lock');
  await lock(held);
  try {
    return await run();
  } finally {
    await rm(held, { recursive: true, force: true });
  }
}

const cliEnv = (env: Record<string, string>) => ({ ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1', OG_CACHE_DIR: OG_CACHE, ...env });

/**
 * How long a command may run before it counts as hung: a guard, not a target. A build of a project
 * copy takes 20-60 s on a quiet two-core machine; jobs of several builds took over 230 s at load 20.
 */
export const TIME_LIMIT = 600_000;

/** Runs a file with `args`; resolves with its exit code and output (colours removed). */
const exec = (file: string, args: string[], env: Record<string, string>, cwd: string, timeoutMs: number) =>
  new Promise<CliRun>((resolve) => {
    const started = performance.now();
    execFile(file, args, { cwd, env: cliEnv(env), timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      // Colours may still be forced by the environment (CI): compare the plain text.
      const stopped = error?.killed ? `\n(stopped after its time limit of ${timeoutMs / 1000} s)` : '';
      const output = `${stdout}${stderr}${stopped}`.replace(/\u001b\[[0-9;]*m/g, '');
      resolve({ code, output, seconds: (performance.now() - started) / 1000 });
    });
  });

export function runAstro(args: string[], env: Record<string, string>, { cwd = ROOT, timeoutMs = TIME_LIMIT }: RunOptions = {}): Promise<CliRun> {
  return holding(cwd, () => exec(ASTRO, args, env, cwd, timeoutMs));
}

export interface AstroJob {
  command: 'sync' | 'build';
  env: Record<string, string>;
  /**
   * Files of the project folder (paths relative to it) written with this text, or removed (`null`),
   * before the command: a change of content or pages between two commands of one process. They
   * stay as the job left them.
   */
  files?: Record<string, string | null>;
  /** A folder of the project (relative to it) that the build's `dist/` is moved to once it has run, for the next build not to replace it. */
  keepOutputAs?: string;
}

/**
 * Runs Astro commands one after the other in one process (tests/support/astro-jobs.ts), each with
 * its own environment: one start-up for all of them. Each result has the output the command
 * printed and, when it failed, the error as the CLI words it (title, message, file), then as the
 * CLI prints it (Astro's formatter: hint, stack trace when it shows one). A job's `files` are
 * changed just before its command runs.
 */
export function runAstroJobs(jobs: AstroJob[], { cwd = ROOT, timeoutMs = TIME_LIMIT }: RunOptions = {}): Promise<CliRun[]> {
  return holding(cwd, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'astro-jobs-'));
    try {
      await writeFile(join(dir, 'jobs.json'), JSON.stringify(jobs));
      const run = await exec(process.execPath, [join(ROOT, 'tests/support/astro-jobs.ts'), join(dir, 'jobs.json'), join(dir, 'results.json')], {}, cwd, timeoutMs);
      const results = await readFile(join(dir, 'results.json'), 'utf8').catch(() => undefined);
      if (run.code !== 0 || results === undefined) throw new Error(`the Astro jobs did not finish (exit ${run.code}):\n${run.output.slice(-3000)}`);
      return JSON.parse(results) as CliRun[];
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
