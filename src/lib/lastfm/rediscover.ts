import type { LabTrack } from './types.ts';
import { addDays, inPeriod, zonedParts, type DayPeriod } from '../zone.ts';

/** Days without a play before an artist is one to rediscover. */
export const REDISCOVER_QUIET_DAYS = 30;
/** Plays before that, at least, for an artist to count as played often. */
export const REDISCOVER_MIN_PLAYS = 10;
/** Artists shown. */
export const REDISCOVER_SIZE = 5;

export interface Rediscovery {
  artist: string;
  /** Plays in the period, all before the quiet days. */
  count: number;
  /** When the artist was last played. */
  last: number;
}

/**
 * Artists played often in the period (`min` plays) and not at all in its last `quiet` days, the
 * most played first (then the most recent): up to `size`.
 */
export function rediscoveries(
  tracks: readonly LabTrack[],
  period: DayPeriod,
  timeZone: string,
  { quiet = REDISCOVER_QUIET_DAYS, min = REDISCOVER_MIN_PLAYS, size = REDISCOVER_SIZE } = {},
): Rediscovery[] {
  // The first of the quiet days: a play on it or after it is recent.
  const quietFrom = addDays(period.last, 1 - quiet);
  const artists = new Map<string, Rediscovery & { recent: boolean }>();
  for (const track of tracks) {
    if (!inPeriod(track.date, period, timeZone)) continue;
    const entry = artists.get(track.artist) ?? { artist: track.artist, count: 0, last: 0, recent: false };
    if (zonedParts(track.date, timeZone).day >= quietFrom) entry.recent = true;
    else entry.count++;
    entry.last = Math.max(entry.last, track.date);
    artists.set(track.artist, entry);
  }
  return [...artists.values()]
    .filter((entry) => !entry.recent && entry.count >= min)
    .sort((a, b) => b.count - a.count || b.last - a.last || a.artist.localeCompare(b.artist))
    .slice(0, size)
    .map(({ artist, count, last }) => ({ artist, count, last }));
}
