import type { LabTrack } from './types.ts';

/** The charts cover this many calendar days (UTC), the last one being the day of their end. */
export const CHART_DAYS = 30;
/** Entries in the top artists and top albums. */
export const CHART_TOP = 8;

const DAY = 86_400_000;

export interface DayCount {
  /** Start of the day (UTC), in milliseconds since the epoch. */
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
  /** Start of the first day and end of the period, in milliseconds since the epoch. */
  from: number;
  to: number;
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
 * Scrobbles per day over the `days` days ending at `end`, and the most played artists and albums
 * of that period. Tracks without a date (playing now) or outside the period are not counted.
 */
export function listeningCharts(tracks: readonly LabTrack[], end: number, days = CHART_DAYS, size = CHART_TOP): ListeningCharts {
  const from = Math.floor(end / DAY) * DAY - (days - 1) * DAY;
  const perDay: DayCount[] = Array.from({ length: days }, (_, i) => ({ start: from + i * DAY, count: 0 }));
  const artists = new Map<string, TopEntry>();
  const albums = new Map<string, TopEntry>();
  let total = 0;
  for (const track of tracks) {
    if (track.date === undefined || track.date < from || track.date > end) continue;
    perDay[Math.floor((track.date - from) / DAY)]!.count++;
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
  return { from, to: end, days: perDay, total, artists: top(artists, size), albums: top(albums, size) };
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Geometry of a bar chart of `values` in a `width` × `height` box: one bar per value, `gap`
 * between bars, `top` (the largest value unless given) full height; a zero keeps a hairline so
 * the day stays visible.
 */
export function barLayout(values: readonly number[], width: number, height: number, gap = 2, top?: number): Bar[] {
  const max = top ?? Math.max(0, ...values);
  const step = values.length ? width / values.length : 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return values.map((value, i) => {
    const h = max > 0 ? Math.max(value > 0 ? 1 : 0.5, (value / max) * height) : 0.5;
    return { x: round(i * step + gap / 2), y: round(height - h), width: round(Math.max(0.5, step - gap)), height: round(h) };
  });
}

/** The busiest day of the period, or `undefined` when nothing was played. */
export function peakDay(days: readonly DayCount[]): DayCount | undefined {
  return days.reduce<DayCount | undefined>((best, day) => (day.count > (best?.count ?? 0) ? day : best), undefined);
}
