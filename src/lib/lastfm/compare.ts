import type { LabTrack } from './types.ts';
import { dayPeriod, inPeriod, type DayPeriod } from '../zone.ts';

/** Each period of the comparison covers this many days: the last ones, and those before. */
export const COMPARE_DAYS = 30;
/** Artists and albums compared. */
export const COMPARE_SIZE = 5;

export type Trend = 'new' | 'up' | 'down' | 'same';

export interface Ranked {
  name: string;
  /** For albums: the album's artist. */
  artist?: string;
  count: number;
  /** Plays in the period before. */
  before: number;
  /** 1 for the most played. */
  rank: number;
  /** Its rank in the period before; absent when it had no play then. */
  rankBefore?: number;
  trend: Trend;
}

export interface PeriodComparison {
  current: { first: string; last: string; total: number };
  previous: { first: string; last: string; total: number };
  /** The total's change in percent, rounded; absent when the period before had no play. */
  change?: number;
  artists: Ranked[];
  albums: Ranked[];
  /** The period before's top artists without a play since. */
  goneArtists: string[];
}

interface Count {
  name: string;
  artist?: string;
  count: number;
}

const ranked = (counts: Map<string, Count>) =>
  [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || (a.artist ?? '').localeCompare(b.artist ?? ''));

function tally(tracks: readonly LabTrack[], period: DayPeriod, timeZone: string) {
  const artists = new Map<string, Count>();
  const albums = new Map<string, Count>();
  let total = 0;
  for (const track of tracks) {
    if (!inPeriod(track.date, period, timeZone)) continue;
    total++;
    const artist = artists.get(track.artist) ?? { name: track.artist, count: 0 };
    artist.count++;
    artists.set(track.artist, artist);
    if (!track.album) continue;
    const key = `${track.artist}\u0000${track.album}`;
    const album = albums.get(key) ?? { name: track.album, artist: track.artist, count: 0 };
    album.count++;
    albums.set(key, album);
  }
  return { total, artists: ranked(artists), albums: ranked(albums) };
}

const keyOf = (entry: Count) => `${entry.artist ?? ''}\u0000${entry.name}`;

/** The top `size` of now, each with its plays and rank before, and whether it is new, up, down or the same. */
function compareTops(now: Count[], before: Count[], size: number): Ranked[] {
  const earlier = new Map(before.map((entry, i) => [keyOf(entry), { count: entry.count, rank: i + 1 }]));
  return now.slice(0, size).map((entry, i) => {
    const rank = i + 1;
    const then = earlier.get(keyOf(entry));
    const trend: Trend = !then ? 'new' : then.rank > rank ? 'up' : then.rank < rank ? 'down' : 'same';
    return { ...entry, before: then?.count ?? 0, rank, ...(then && { rankBefore: then.rank }), trend };
  });
}

/**
 * The last `days` days (the owner's, ending with `end`'s) against the `days` before them: the
 * total and its change, and the top artists and albums with their trend.
 */
export function comparePeriods(tracks: readonly LabTrack[], end: number, timeZone: string, days = COMPARE_DAYS, size = COMPARE_SIZE): PeriodComparison {
  const both = dayPeriod(end, 2 * days, timeZone);
  const current: DayPeriod = { ...both, first: both.days[days]!, days: both.days.slice(days) };
  const previous: DayPeriod = { ...both, last: both.days[days - 1]!, days: both.days.slice(0, days) };
  const now = tally(tracks, current, timeZone);
  const before = tally(tracks, previous, timeZone);
  const nowArtists = new Set(now.artists.map((a) => a.name));
  return {
    current: { first: current.first, last: current.last, total: now.total },
    previous: { first: previous.first, last: previous.last, total: before.total },
    ...(before.total > 0 && { change: Math.round(((now.total - before.total) / before.total) * 100) }),
    artists: compareTops(now.artists, before.artists, size),
    albums: compareTops(now.albums, before.albums, size),
    goneArtists: before.artists.slice(0, size).filter((a) => !nowArtists.has(a.name)).map((a) => a.name),
  };
}

