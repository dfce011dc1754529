import type { LabTrack } from './types.ts';
import { dayLabelDate, dayPeriod, inPeriod, zonedParts } from '../zone.ts';

/** The charts cover this many calendar days (the owner's), the last one being the day of their end. */
export const CHART_DAYS = 30;
/** Entries in the top artists and top albums. */
export const CHART_TOP = 8;

export interface DayCount {
  /** The day (`YYYY-MM-DD`, in the zone counted in). */
  day: string;
  /** The day to format with `timeZone: 'UTC'` (see `dayLabelDate`). */
  start: number;
  count: number;
}

export interface TopEntry {
  name: string;
  /** For albums: the album's artist. */
  artist?: string;
  count: number;
  /** For albums: a cover of one of its tracks. */
  cover?: string;
}

export interface ListeningCharts {
  /** The first and last day, to format with `timeZone: 'UTC'` (see `dayLabelDate`). */
  from: number;
  to: number;
  /** An instant before the first day's start: where a live request for the period begins. */
  since: number;
  /** One entry per day, oldest first. */
  days: DayCount[];
  /** Scrobbles in the period. */
  total: number;
  artists: TopEntry[];
  albums: TopEntry[];
}

function top(counts: Map<string, TopEntry>, size: number): TopEntry[] {
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || (a.artist ?? '').localeCompare(b.artist ?? ''))
    .slice(0, size);
}

/**
 * Scrobbles per calendar day of `timeZone` over the `days` days ending with `end`'s, and the most
 * played artists and albums of that period. Tracks without a date (playing now) or outside the
 * period are not counted.
 */
export function listeningCharts(tracks: readonly LabTrack[], end: number, days = CHART_DAYS, size = CHART_TOP, timeZone = 'UTC'): ListeningCharts {
  const period = dayPeriod(end, days, timeZone);
  const perDay: DayCount[] = period.days.map((day) => ({ day, start: dayLabelDate(day), count: 0 }));
  const index = new Map(period.days.map((day, i) => [day, i]));
  const artists = new Map<string, TopEntry>();
  const albums = new Map<string, TopEntry>();
  let total = 0;
  for (const track of tracks) {
    if (!inPeriod(track.date, period, timeZone)) continue;
    perDay[index.get(zonedParts(track.date, timeZone).day)!]!.count++;
    total++;
    const artist = artists.get(track.artist) ?? { name: track.artist, count: 0 };
    artist.count++;
    artists.set(track.artist, artist);
    if (track.album) {
      const key = `${track.artist}\u0000${track.album}`;
      const album = albums.get(key) ?? { name: track.album, artist: track.artist, count: 0 };
      album.count++;
      if (!album.cover && track.cover) album.cover = track.cover;
      albums.set(key, album);
    }
  }
  return {
    from: dayLabelDate(period.first),
    to: dayLabelDate(period.last),
    since: period.from,
    days: perDay,
    total,
    artists: top(artists, size),
    albums: top(albums, size),
  };
}

/** The busiest day of the period, or `undefined` when nothing was played. */
export function peakDay(days: readonly DayCount[]): DayCount | undefined {
  return days.reduce<DayCount | undefined>((best, day) => (day.count > (best?.count ?? 0) ? day : best), undefined);
}
