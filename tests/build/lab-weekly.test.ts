/**
 * The year in music end to end, in a copy of the project: `npm run lab:snapshot` keeping Last.fm's
 * weekly charts against a local stand-in of Last.fm (only the weeks it lacks, at most 5 requests a
 * second, the weeks fetched kept on a rate limit), then builds without weekly charts (no year page,
 * no link to one) and with a malformed file (the build stops, naming the file and the week).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAstroJobs } from '../support/astro-cli';
import { startFakeLastfm, type FakeLastfm, type FakeWeek } from '../support/fake-lastfm';
import { projectCopy } from '../support/project-copy';
import { parseWeeklyCharts, WEEK_MS } from '../../src/lib/lastfm/weekly';

const PROJECT = projectCopy('lab-weekly', ['tools']);
const WEEKLY = join(PROJECT, 'content/lab/weekly-charts.json');
const SNAPSHOT = join(PROJECT, 'content/lab/recent-tracks.json');

/** Last.fm's weeks end on Sunday noon (UTC): the last one finished, and those before it. */
const lastEnd = (() => {
  const now = Date.now();
  const sunday = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() - new Date(now).getUTCDay(), 12);
  return sunday > now ? sunday - WEEK_MS : sunday;
})();
const fakeWeek = (ago: number, artists: Record<string, number>): FakeWeek => ({ from: (lastEnd - (ago + 1) * WEEK_MS) / 1000, to: (lastEnd - ago * WEEK_MS) / 1000, artists });
/** Three recent weeks and the same week a year ago (this year's and the last), and one from three years ago (neither). */
const WEEKS = [fakeWeek(156, { Long: 9 }), fakeWeek(52, { Then: 4 }), fakeWeek(2, { A: 3, b: 1 }), fakeWeek(1, {}), fakeWeek(0, { A: 2, C: 5 })];
const WANTED = WEEKS.slice(1);

let lastfm: FakeLastfm;
beforeAll(async () => {
  const snapshot = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
  // Tracks without covers: nothing to download.
  const tracks = [snapshot.recenttracks.track].flat().filter((t: { date?: unknown }) => t.date).slice(0, 20).map((t: object) => ({ ...t, image: [] }));
  lastfm = await startFakeLastfm(snapshot.recenttracks['@attr'].user, tracks, WEEKS);
  rmSync(WEEKLY, { force: true });
});
afterAll(async () => {
  await lastfm?.close();
  rmSync(PROJECT, { recursive: true, force: true });
});

/** `npm run lab:snapshot` in the copy, against the stand-in; the requests it made. */
function snapshot(): Promise<{ code: number; output: string; asked: string[]; times: number[] }> {
  const [logFrom, timesFrom] = [lastfm.log.length, lastfm.times.length];
  const env = { ...process.env, LASTFM_API_KEY: 'test-key', LASTFM_API_URL: lastfm.url };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['tools/lab-snapshot.mjs'], { cwd: PROJECT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output, asked: lastfm.log.slice(logFrom), times: lastfm.times.slice(timesFrom) }));
  });
}
const weekly = (asked: string[]) => asked.filter((line) => /^user\.getweekly(artist|album|track)chart /.test(line));
const stored = () => {
  const parsed = parseWeeklyCharts(JSON.parse(readFileSync(WEEKLY, 'utf8')));
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
};

describe('lab:snapshot keeps the weekly charts', () => {
  it('asks for every week of this year and the last, at most 5 requests a second, and keeps their plays and top entries', async () => {
    const run = await snapshot();
    expect(run.code, run.output).toBe(0);
    expect(run.asked).toContain('user.getweeklychartlist');
    expect(weekly(run.asked)).toHaveLength(WANTED.length * 3);
    const weekTimes = run.times.slice(-WANTED.length * 3 - 1);
    // Within any second, 5 requests at most (arrival times jitter by a few milliseconds).
    for (let i = 5; i < weekTimes.length; i++) expect(weekTimes[i]! - weekTimes[i - 5]!).toBeGreaterThanOrEqual(950);
    const { weeks } = stored();
    expect(weeks.map((w) => w.from / 1000)).toEqual(WANTED.map((w) => w.from));
    expect(weeks.map((w) => w.plays)).toEqual([4, 4, 0, 7]);
    expect(weeks.at(-1)!.artists).toEqual([{ name: 'C', plays: 5 }, { name: 'A', plays: 2 }]);
    expect(weeks.at(-1)!.albums[0]).toEqual({ name: 'C album', artist: 'C', plays: 5 });
    expect(run.output).toMatch(/4 weeks of charts .*\(4 fetched now\)/);
  });

  it('never asks again for a week it keeps', async () => {
    const before = readFileSync(WEEKLY, 'utf8');
    const run = await snapshot();
    expect(run.code, run.output).toBe(0);
    expect(weekly(run.asked)).toEqual([]);
    expect(JSON.parse(readFileSync(WEEKLY, 'utf8')).weeks).toEqual(JSON.parse(before).weeks);
  });

  it('keeps the weeks fetched before a rate limit, then asks only for the others', async () => {
    rmSync(WEEKLY);
    // The recent tracks (two requests), the week list, one week's three charts, then a 429.
    lastfm.faultAfter = lastfm.requests + 2 + 1 + 3 + 1;
    const limited = await snapshot();
    lastfm.faultAfter = undefined;
    expect(limited.code).not.toBe(0);
    expect(limited.output).toMatch(/29|Rate Limit/);
    expect(limited.output).toMatch(/run again later for the 3 others/);
    expect(stored().weeks.map((w) => w.from / 1000)).toEqual([WANTED[0]!.from]);

    const rest = await snapshot();
    expect(rest.code, rest.output).toBe(0);
    expect(new Set(weekly(rest.asked).map((line) => Number(line.split(' ')[1])))).toEqual(new Set(WANTED.slice(1).map((w) => w.from)));
    expect(stored().weeks).toHaveLength(WANTED.length);
  });
});

describe('the build', () => {
  const html = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? html(join(dir, entry.name)) : entry.name.endsWith('.html') ? [readFileSync(join(dir, entry.name), 'utf8')] : [],
    );

  it('stops on a malformed weekly file, naming the file and the week; builds a year of one play or none; without a file, builds no year in music and links none', async () => {
    const file = 'content/lab/weekly-charts.json';
    const malformed = JSON.parse(readFileSync(WEEKLY, 'utf8'));
    malformed.weeks[1].artists = [['A', 'three']];
    // A year with one play of one artist, then one with none: both build and say so in words.
    const quiet = JSON.parse(readFileSync(WEEKLY, 'utf8'));
    quiet.weeks = [
      { ...quiet.weeks[0], plays: 1, artists: [['Solo', 1]], albums: [['Alone', 'Solo', 1]], tracks: [['One', 'Solo', 1]] },
      ...quiet.weeks.slice(1).map((week: object) => ({ ...week, plays: 0, artists: [], albums: [], tracks: [] })),
    ];
    // The three builds one after the other in one Astro process, each with its own weekly file (none for the last).
    const [stopped, small, built] = await runAstroJobs(
      [
        { command: 'build', env: {}, files: { [file]: JSON.stringify(malformed) } },
        { command: 'build', env: {}, files: { [file]: JSON.stringify(quiet) }, keepOutputAs: 'dist-quiet' },
        { command: 'build', env: {}, files: { [file]: null } },
      ],
      { cwd: PROJECT },
    );
    expect(stopped!.code).not.toBe(0);
    expect(stopped!.output).toContain('content/lab/weekly-charts.json: week 2, from ');
    expect(stopped!.output).toContain('artists[0] must be [name, plays]');

    expect(small!.code, small!.output.slice(-3000)).toBe(0);
    const years = readdirSync(join(PROJECT, 'dist-quiet/en/lab/year')).sort();
    const pages = years.map((year) => readFileSync(join(PROJECT, `dist-quiet/en/lab/year/${year}/index.html`), 'utf8'));
    if (years.length === 2) {
      expect(pages[0]).toContain('1 play');
      expect(pages[0]).toContain('Solo');
      expect(pages[1]).toContain('No plays in these weeks.');
      expect(pages[1]).toContain('No week with a play');
    } else {
      // Early in January the same week a year ago and the recent weeks may share a year.
      expect(pages[0]).toContain('1 play');
    }

    expect(built!.code, built!.output.slice(-3000)).toBe(0);
    expect(existsSync(join(PROJECT, 'dist/lab/year'))).toBe(false);
    expect(existsSync(join(PROJECT, 'dist/en/lab/year'))).toBe(false);
    expect(html(join(PROJECT, 'dist')).filter((page) => page.includes('/lab/year/'))).toEqual([]);
    expect(readFileSync(join(PROJECT, 'dist/sitemap-0.xml'), 'utf8')).not.toContain('/lab/year/');
  });
});
