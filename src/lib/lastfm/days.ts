import type { LabTrack } from './types.ts';
import { oncePerKey } from '../../once-per-key.ts';

export interface DayGroup {
  /** The calendar day, `YYYY-MM-DD`, in the time zone the tracks were grouped in. */
  day: string;
  tracks: LabTrack[];
}

/** A day formatter per time zone (`''`: the runtime's), made once: making one costs far more than using it. */
const dayParts = oncePerKey(
  (timeZone: string) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...(timeZone && { timeZone }) }),
);

/** The calendar day of `date` (`YYYY-MM-DD`) in `timeZone` (the runtime's zone when absent). */
export function dayKey(date: number, timeZone?: string): string {
  const parts = dayParts(timeZone ?? '').formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Tracks in their order, cut into runs of the same calendar day; a track without a date (playing
 * now) joins the run it follows, or starts the first one.
 */
export function groupByDay(tracks: readonly LabTrack[], timeZone?: string): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const track of tracks) {
    const last = groups.at(-1);
    const day = track.date === undefined ? last?.day ?? '' : dayKey(track.date, timeZone);
    if (last && last.day === day) last.tracks.push(track);
    else groups.push({ day, tracks: [track] });
  }
  return groups;
}

/** Whole calendar days from `date`'s day to `now`'s day (0 today, 1 yesterday), in `timeZone`. */
export function daysBetween(date: number, now: number, timeZone?: string): number {
  const utc = (key: string) => Date.parse(`${key}T00:00:00Z`);
  return Math.round((utc(dayKey(now, timeZone)) - utc(dayKey(date, timeZone))) / 86_400_000);
}
