/**
 * Last.fm's weekly charts, kept by `npm run lab:snapshot` in `content/lab/weekly-charts.json` for
 * the year pages (`/lab/year/2026/`): the weeks of `user.getWeeklyChartList`, and of each week
 * its plays and its top artists, albums and tracks (`user.getWeeklyArtistChart`…). Last.fm's weeks
 * run from Sunday noon to Sunday noon (UTC); a finished week never changes. Pure.
 */
import { LASTFM_API_ORIGIN } from '../external-origins.ts';
import { fail, LastfmError, ok, type LastfmResult } from './errors.ts';
import { lastfmCount, lastfmText } from './parse.ts';

/** Entries kept of each week's artists, albums and tracks (the plays of the whole week are kept apart). */
export const WEEK_TOP = 20;
export const WEEK_MS = 7 * 86_400_000;

/** An artist (no `artist`), an album or a track (by `artist`), and its plays in a week or a year. */
export interface ChartEntry {
  name: string;
  artist?: string;
  plays: number;
}

export interface WeekChart {
  /** Start and end of the week, in milliseconds since the epoch. */
  from: number;
  to: number;
  /** Every play of the week (all artists, not only the top ones). */
  plays: number;
  artists: ChartEntry[];
  albums: ChartEntry[];
  tracks: ChartEntry[];
}

export interface WeeklyCharts {
  user: string;
  /** When the charts were last asked for. */
  takenAt: number;
  /** Entries kept per list and week. */
  top: number;
  /** Oldest first. */
  weeks: WeekChart[];
}

export type WeeklyMethod = 'user.getweeklychartlist' | 'user.getweeklyartistchart' | 'user.getweeklyalbumchart' | 'user.getweeklytrackchart';
export const WEEK_METHODS = { artists: 'user.getweeklyartistchart', albums: 'user.getweeklyalbumchart', tracks: 'user.getweeklytrackchart' } as const;

/** A weekly-chart request's URL (JSON); `from`/`to` in milliseconds, sent in seconds. */
export function weeklyUrl(method: WeeklyMethod, { user, apiKey, from, to }: { user: string; apiKey: string; from?: number; to?: number }): string {
  const url = new URL('/2.0/', LASTFM_API_ORIGIN);
  const week: Record<string, string> = from !== undefined && to !== undefined ? { from: String(Math.floor(from / 1000)), to: String(Math.floor(to / 1000)) } : {};
  url.search = new URLSearchParams({ method, user, api_key: apiKey, format: 'json', ...week }).toString();
  return url.href;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Last.fm sends a list of one as the item itself, and of none as nothing. */
const list = (value: unknown): unknown[] => (value === undefined ? [] : [value].flat());
const malformed = (message: string) => fail<never>(new LastfmError('malformed', message));

/** The weeks of `user.getWeeklyChartList` (`{ weeklychartlist: { chart: [{ from, to }] } }`), in milliseconds, oldest first. */
export function parseWeekList(body: unknown): LastfmResult<{ from: number; to: number }[]> {
  const root = isObject(body) && isObject(body.weeklychartlist) ? body.weeklychartlist : undefined;
  if (!root) return malformed('Unexpected answer: no "weeklychartlist"');
  const weeks = list(root.chart).flatMap((week) => {
    const from = isObject(week) ? lastfmCount(week.from) : undefined;
    const to = isObject(week) ? lastfmCount(week.to) : undefined;
    return from !== undefined && to !== undefined && to > from ? [{ from: from * 1000, to: to * 1000 }] : [];
  });
  return ok(weeks.sort((a, b) => a.from - b.from));
}

/**
 * One week's chart from the three answers as Last.fm sends them (`weeklyartistchart.artist`…): the
 * week's plays (every artist's), and its `top` artists, albums and tracks. An entry without a name
 * or a play count is skipped.
 */
export function weekFromAnswers(
  week: { from: number; to: number },
  answers: { artists: unknown; albums: unknown; tracks: unknown },
  top = WEEK_TOP,
): LastfmResult<WeekChart> {
  const entries = (kind: 'artist' | 'album' | 'track') => {
    const body = answers[`${kind}s`];
    const root = isObject(body) ? body[`weekly${kind}chart`] : undefined;
    if (!isObject(root)) return undefined;
    return list(root[kind]).flatMap((raw): ChartEntry[] => {
      if (!isObject(raw)) return [];
      const name = lastfmText(raw.name);
      const plays = lastfmCount(raw.playcount);
      const artist = kind === 'artist' ? undefined : lastfmText(raw.artist);
      if (!name || plays === undefined || plays === 0 || (kind !== 'artist' && !artist)) return [];
      return [artist ? { name, artist, plays } : { name, plays }];
    });
  };
  const artists = entries('artist');
  const albums = entries('album');
  const tracks = entries('track');
  if (!artists || !albums || !tracks) return malformed(`Unexpected answer for the week from ${new Date(week.from).toISOString()}: no weekly chart`);
  const byPlays = (a: ChartEntry, b: ChartEntry) => b.plays - a.plays;
  return ok({
    ...week,
    plays: artists.reduce((sum, a) => sum + a.plays, 0),
    artists: artists.sort(byPlays).slice(0, top),
    albums: albums.sort(byPlays).slice(0, top),
    tracks: tracks.sort(byPlays).slice(0, top),
  });
}

/** The file's form: seconds, and entries as `[name, plays]` or `[name, artist, plays]`. */
export function serializeWeeklyCharts({ user, takenAt, top, weeks }: WeeklyCharts): string {
  const row = (e: ChartEntry) => (e.artist === undefined ? [e.name, e.plays] : [e.name, e.artist, e.plays]);
  const lines = weeks.map(({ from, to, plays, artists, albums, tracks }) =>
    JSON.stringify({ from: from / 1000, to: to / 1000, plays, artists: artists.map(row), albums: albums.map(row), tracks: tracks.map(row) }),
  );
  // A week a line: the file reads and diffs week by week.
  return `{"user":${JSON.stringify(user)},"takenAt":${JSON.stringify(new Date(takenAt).toISOString())},"top":${top},"weeks":[\n${lines.join(',\n')}\n]}\n`;
}

/**
 * Reads `content/lab/weekly-charts.json`. Every fault names the week (`week 12, from 2026-03-15`)
 * and what is wrong; weeks are 7 days on Last.fm's grid, each at most once.
 */
export function parseWeeklyCharts(body: unknown): LastfmResult<WeeklyCharts> {
  if (!isObject(body) || !Array.isArray(body.weeks)) return malformed('no "weeks" list');
  const takenAt = Date.parse(String(body.takenAt));
  if (!Number.isFinite(takenAt)) return malformed('no valid "takenAt" date');
  const top = body.top ?? WEEK_TOP;
  if (typeof top !== 'number' || !Number.isInteger(top) || top < 1) return malformed('"top" is not a whole number above 0');
  const weeks: WeekChart[] = [];
  for (const [i, raw] of body.weeks.entries()) {
    const where = `week ${i + 1}${isObject(raw) && typeof raw.from === 'number' ? `, from ${new Date(raw.from * 1000).toISOString().slice(0, 10)}` : ''}`;
    const week = parseWeek(raw);
    if (typeof week === 'string') return malformed(`${where}: ${week}`);
    const previous = weeks.at(-1);
    if (previous && (week.from <= previous.from || (week.from - previous.from) % WEEK_MS !== 0)) {
      return malformed(`${where}: weeks must follow each other on a 7-day grid, oldest first`);
    }
    weeks.push(week);
  }
  return ok({ user: typeof body.user === 'string' ? body.user : '', takenAt, top, weeks });
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** One week of the file, or what is wrong with it. */
function parseWeek(raw: unknown): WeekChart | string {
  if (!isObject(raw)) return 'not an object';
  const { from, to, plays } = raw;
  if (!isCount(from) || !isCount(to)) return '"from" and "to" must be times in seconds';
  if (to - from !== WEEK_MS / 1000) return '"to" must be 7 days after "from"';
  if (!isCount(plays)) return '"plays" must be a whole number';
  const lists: Partial<Record<'artists' | 'albums' | 'tracks', ChartEntry[]>> = {};
  for (const key of ['artists', 'albums', 'tracks'] as const) {
    const rows = raw[key] ?? [];
    if (!Array.isArray(rows)) return `"${key}" must be a list`;
    const entries: ChartEntry[] = [];
    for (const [j, row] of rows.entries()) {
      const size = key === 'artists' ? 2 : 3;
      const ok = Array.isArray(row) && row.length === size && row.slice(0, -1).every((s) => typeof s === 'string' && s.trim() !== '') && isCount(row.at(-1));
      if (!ok) return `${key}[${j}] must be ${size === 2 ? '[name, plays]' : '[name, artist, plays]'}`;
      entries.push(size === 2 ? { name: row[0], plays: row[1] } : { name: row[0], artist: row[1], plays: row[2] });
    }
    lists[key] = entries;
  }
  return { from: from * 1000, to: to * 1000, plays, artists: lists.artists!, albums: lists.albums!, tracks: lists.tracks! };
}
