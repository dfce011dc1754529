/**
 * Runs several Astro commands (`sync`, `build`) one after the other in one Node process, each with
 * its own environment, and writes what each printed and threw to a JSON file:
 * `node tests/support/astro-jobs.ts <jobs.json> <results.json>` (tests/support/astro-cli.ts,
 * `runAstroJobs`). The second and later commands skip Node's and Vite's start-up: an `astro sync`
 * of a content folder takes about 1.3 s here instead of 7 s.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { build, sync } from 'astro';

interface Job {
  command: 'sync' | 'build';
  env: Record<string, string>;
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

const [jobsFile, resultsFile] = process.argv.slice(2);
const jobs = JSON.parse(readFileSync(jobsFile!, 'utf8')) as Job[];
const results: JobResult[] = [];
const baseEnv = { ...process.env };
const writes = { stdout: process.stdout.write.bind(process.stdout), stderr: process.stderr.write.bind(process.stderr) };

for (const { command, env } of jobs) {
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
    output += `\n${cliMessage(error)}\n`;
  } finally {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
  }
  results.push({ code, output: output.replace(/\u001b\[[0-9;]*m/g, ''), seconds: (performance.now() - started) / 1000 });
}

writeFileSync(resultsFile!, JSON.stringify(results));
// Astro may leave watchers or timers behind: the results are written, so end here.
process.exit(0);
