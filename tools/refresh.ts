/**
 * `npm run refresh`: brings every source up to date, then builds (see README, "Deploying").
 *
 * - lab: with LASTFM_API_KEY, a new snapshot (`tools/lab-snapshot.mjs`, run as it is);
 * - notion: with NOTION_TOKEN and NOTION_DATABASE_ID, reads the database as the build will, so a
 *   Notion fault is said before the build (which reads Notion itself), and counts what changed
 *   since the last refresh on this machine (`.astro/refresh-notion.json`);
 * - covers: downloads the missing covers of content/readings (`npm run readings -- covers`).
 *
 * Each source prints one line: what it did, or why it skipped or failed. A failed source keeps
 * its last good data (every tool writes whole files) and the others still run. Then `readings
 * check` and `astro build` (arguments after `--` go to the build, e.g. `--base /site/`). The exit
 * code is non-zero only when the check or the build fails. Notion unreadable, the build keeps the
 * list this machine read last, or stops without one (the site online then keeps its readings).
 *
 * `--offline`: only the check and the build. `--no-build`: only the sources.
 *
 * Run with `--experimental-transform-types` (package.json): the Notion client's classes use
 * TypeScript parameter properties, which plain type stripping refuses. READINGS_COVERS_TIMEOUT_MS
 * shortens each cover's time limit (tests).
 */
// Registered before the rest is loaded: the site's modules import others without `.ts`.
import './resolve-ts.mjs';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const { SITE } = await import('../src/site.config.ts');
const { DEFAULT_TIME_ZONE } = await import('../src/lib/zone.ts');
const { parseSnapshot } = await import('../src/lib/lastfm/snapshot.ts');
const { NotionClient } = await import('../src/build/notion/client.ts');
const { contentDir, readItems } = await import('./readings/files.ts');
const { COVER_TIMEOUT_MS, fetchCovers } = await import('./readings/covers.ts');
const { writeAll } = await import('./atomic-write.ts');

type Env = Record<string, string | undefined>;
export interface SourceResult {
  line: string;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
/** `29 Nov`, in the site's time zone. */
const shortDate = (ms: number) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: SITE.timeZone ?? DEFAULT_TIME_ZONE }).format(ms);
/** The last line a command printed, for a one-line reason. */
const lastLine = (text: string) => text.trim().split('\n').at(-1)?.trim() || 'no message';

/** Runs a command from the project root; its code and output, printed only by the caller. */
function run(command: string, args: string[], env: Env, inherit = false): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: process.cwd(), env, stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout?.on('data', (chunk) => (out += chunk));
    child.stderr?.on('data', (chunk) => (out += chunk));
    child.on('error', (error) => resolve({ code: 1, out: error.message }));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** The lab snapshot's plays and date, or `undefined` when there is none. */
function snapshotFacts(): { plays: number; date: string } | undefined {
  const file = join(process.cwd(), 'content/lab/recent-tracks.json');
  if (!existsSync(file)) return undefined;
  const parsed = parseSnapshot(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.ok ? { plays: parsed.value.tracks.length, date: shortDate(parsed.value.takenAt) } : undefined;
}

export async function lab(env: Env): Promise<SourceResult> {
  const before = snapshotFacts();
  const kept = before ? `snapshot of ${before.date} kept` : 'no snapshot yet';
  if (!env.LASTFM_API_KEY?.trim()) return { line: `lab: no LASTFM_API_KEY, ${kept}` };
  if (!SITE.lastfmUser?.trim()) return { line: `lab: no lastfmUser in src/site.config.ts, ${kept}` };
  const { code, out } = await run(process.execPath, [join(ROOT, 'tools/lab-snapshot.mjs')], env);
  const after = snapshotFacts();
  if (code !== 0 || !after) return { line: `lab: failed, ${kept} (${lastLine(out).replace(/^lab:snapshot: /, '')})` };
  return { line: `lab: ${plural(after.plays, 'play')} to ${after.date}` };
}

/** What the last refresh read from Notion: row id → last edit. */
const NOTION_STATE = '.astro/refresh-notion.json';

export async function notion(env: Env): Promise<SourceResult> {
  const token = env.NOTION_TOKEN?.trim();
  const databaseId = env.NOTION_DATABASE_ID?.trim();
  if (!token || !databaseId) return { line: 'notion: no NOTION_TOKEN and NOTION_DATABASE_ID, the readings come from content/readings' };
  const fail = (reason: string) => ({
    line: `notion: failed, ${reason}; the build keeps the list read last on this machine, or stops without one`,
  });
  let rows: { id: string; last_edited_time?: string }[];
  try {
    const client = new NotionClient({ token, baseUrl: env.NOTION_API_URL });
    rows = (await client.queryAll(await client.dataSourceOf(databaseId))).rows as typeof rows;
  } catch (error) {
    return fail((error as Error).message);
  }
  if (rows.length === 0) return fail(`the database ${databaseId} has no rows`);
  const state = join(process.cwd(), NOTION_STATE);
  const before: Record<string, string> | undefined = existsSync(state) ? JSON.parse(readFileSync(state, 'utf8')).rows : undefined;
  const now = Object.fromEntries(rows.map((row) => [row.id, row.last_edited_time ?? '']));
  await writeAll([{ path: state, text: `${JSON.stringify({ readAt: new Date().toISOString(), rows: now })}\n`, isNew: false }]);
  if (!before) return { line: `notion: ${plural(rows.length, 'reading')} read (no earlier refresh here to compare with)` };
  const added = rows.filter((row) => !(row.id in before)).length;
  const changed = rows.filter((row) => row.id in before && before[row.id] !== now[row.id]).length;
  const removed = Object.keys(before).filter((id) => !(id in now)).length;
  return { line: `notion: ${added} new, ${changed} changed${removed ? `, ${removed} removed` : ''} (${plural(rows.length, 'reading')})` };
}

export async function covers(env: Env, notionIsSource: boolean): Promise<SourceResult> {
  if (notionIsSource) return { line: 'covers: skipped, the readings come from Notion (the build downloads their images)' };
  const dir = contentDir();
  const timeoutMs = Number(env.READINGS_COVERS_TIMEOUT_MS) || COVER_TIMEOUT_MS;
  try {
    const { downloaded, none, failed, kept } = await fetchCovers(readItems(dir).items, join(dir, 'covers'), { timeoutMs });
    const why = failed.length ? ` (${[...new Set(failed.map((f) => f.reason))].join('; ')}: kept their title card)` : '';
    return { line: `covers: ${downloaded.length} downloaded, ${none.length} not found, ${failed.length} failed${why}, ${kept} already there` };
  } catch (error) {
    return { line: `covers: failed, ${(error as Error).message}` };
  }
}

/** Astro's command line, found the way Node finds packages (up from the project, which may be a copy). */
function astroCli(): string {
  for (let dir = ROOT; ; dir = dirname(dir)) {
    const cli = join(dir, 'node_modules/astro/bin/astro.mjs');
    if (existsSync(cli) || dirname(dir) === dir) return cli;
  }
}

/** The whole command; its exit code. */
export async function refresh(argv: string[], env: Env = process.env): Promise<number> {
  const dashes = argv.indexOf('--');
  const own = dashes < 0 ? argv : argv.slice(0, dashes);
  const buildArgs = dashes < 0 ? [] : argv.slice(dashes + 1);
  const unknown = own.filter((arg) => arg !== '--offline' && arg !== '--no-build');
  if (unknown.length) {
    console.error(`refresh: unknown option ${unknown.join(' ')} (--offline, --no-build; build options after --)`);
    return 1;
  }
  if (!own.includes('--offline')) {
    const notionIsSource = Boolean(env.NOTION_TOKEN?.trim() && env.NOTION_DATABASE_ID?.trim());
    // Each source on its own: one failing never stops the next.
    for (const source of [() => lab(env), () => notion(env), () => covers(env, notionIsSource)]) {
      console.log((await source()).line);
    }
  }
  if (own.includes('--no-build')) return 0;
  const check = await run(process.execPath, [join(ROOT, 'tools/readings.ts'), 'check'], env);
  console.log(`check: ${lastLine(check.out)}`);
  if (check.code !== 0) {
    console.error(check.out.trim());
    return 1;
  }
  const astro = astroCli();
  const build = await run(process.execPath, [astro, 'build', ...buildArgs], env, true);
  console.log(build.code === 0 ? 'build: done' : `build: failed (exit code ${build.code})`);
  return build.code;
}

if (import.meta.main) {
  const envFile = join(process.cwd(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  process.exitCode = await refresh(process.argv.slice(2));
}
