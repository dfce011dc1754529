/**
 * Runs several Astro commands (`sync`, `build`) one after the other in one Node process, each with
 * its own environment, and writes what each printed and threw (also as the CLI prints it) to a JSON file:
 * `node tests/support/astro-jobs.ts <jobs.json> <results.json>` (tests/support/astro-cli.ts,
 * `runAstroJobs`). The second and later commands skip Node's and Vite's start-up: an `astro sync`
 * of a content folder takes about 1.3 s here instead of 7 s. A job may change files of the project
 * first (`files`): the next command reads them as a new process would; a build's output may be
 * moved aside (`keepOutputAs`) for the next build not to replace it.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build, sync } from 'astro';

interface Job {
  command: 'sync' | 'build';
  env: Record<string, string>;
  /** Written (text) or removed (`null`) before the command, relative to the project folder. */
  files?: Record<string, string | null>;
  /** Where `dist/` is moved once the command has run, relative to the project folder. */
  keepOutputAs?: string;
}
interface JobResult {
  code: number;
  output: string;
  seconds: number;
}

/** The error as the CLI shows it: title, message (without Markdown), file, hint. */
function cliMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { title, hint, loc } = error as Error & { title?: string; hint?: string; loc?: { file?: string; line?: number; column?: number } };
  return [
    title,
    error.message.replaceAll('**', ''),
    loc?.file && `${loc.file}:${loc.line ?? 0}:${loc.column ?? 0}`,
    hint,
    error.stack?.split('\n').slice(1, 4).join('\n'),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The error as `astro sync` and `astro build` print it when they stop (astro/dist/cli/throw-and-exit.js):
 * Astro's own formatter, so that what a test reads of it (a stack trace shown or not) is the CLI's.
 */
const astroDist = new URL('.', import.meta.resolve('astro'));
const { collectErrorMetadata } = (await import(new URL('core/errors/dev/index.js', astroDist).href)) as { collectErrorMetadata: (error: Error) => Error };
const { createSafeError } = (await import(new URL('core/errors/index.js', astroDist).href)) as { createSafeError: (error: unknown) => Error };
const { formatErrorMessage } = (await import(new URL('core/messages/runtime.js', astroDist).href)) as {
  formatErrorMessage: (error: Error, showFullStacktrace: boolean) => string;
};
function asTheCliPrints(error: unknown): string {
  try {
    return formatErrorMessage(collectErrorMetadata(createSafeError(error)), true);
  } catch (failure) {
    return `(Astro's formatter failed on this error: ${String(failure)})`;
  }
}

const [jobsFile, resultsFile] = process.argv.slice(2);
const jobs = JSON.parse(readFileSync(jobsFile!, 'utf8')) as Job[];
const results: JobResult[] = [];
const baseEnv = { ...process.env };
const writes = { stdout: process.stdout.write.bind(process.stdout), stderr: process.stderr.write.bind(process.stderr) };

for (const { command, env, files = {}, keepOutputAs } of jobs) {
  for (const [path, text] of Object.entries(files)) {
    const file = resolve(process.cwd(), path);
    if (text === null) rmSync(file, { force: true });
    else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  for (const key of Object.keys(process.env)) if (!(key in baseEnv)) delete process.env[key];
  Object.assign(process.env, baseEnv, env);
  let output = '';
  const capture = (chunk: string | Uint8Array) => {
    output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  const started = performance.now();
  let code = 0;
  try {
    await (command === 'build' ? build({ root: process.cwd() }) : sync({ root: process.cwd() }));
  } catch (error) {
    code = 1;
    output += `\n${cliMessage(error)}\n${asTheCliPrints(error)}\n`;
  } finally {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
  }
  if (keepOutputAs && existsSync(resolve(process.cwd(), 'dist'))) {
    rmSync(resolve(process.cwd(), keepOutputAs), { recursive: true, force: true });
    renameSync(resolve(process.cwd(), 'dist'), resolve(process.cwd(), keepOutputAs));
  }
  results.push({ code, output: output.replace(/\u001b\[[0-9;]*m/g, ''), seconds: (performance.now() - started) / 1000 });
}

writeFileSync(resultsFile!, JSON.stringify(results));
// Astro may leave watchers or timers behind: the results are written, so end here.
process.exit(0);
