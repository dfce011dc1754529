import type { LabTrack } from './types.ts';
import { inPeriod, zonedParts, type DayPeriod } from '../zone.ts';

export interface ListeningClock {
  /** Plays per weekday (0 Monday … 6 Sunday) and hour (0–23), on the owner's wall clock. */
  grid: number[][];
  total: number;
  /** The hour of the day with the most plays, all weekdays together; absent without plays. */
  busiestHour?: { hour: number; count: number };
  /** The weekday with the most plays; absent without plays. */
  busiestWeekday?: { weekday: number; count: number; clear: boolean };
  /** The most plays in one cell of the grid. */
  max: number;
}

const argmax = (values: readonly number[]) => values.reduce((best, value, i) => (value > values[best]! ? i : best), 0);

/**
 * When the owner listens: plays of the period by weekday and hour of `timeZone` (a play at 02:30
 * on the night the clocks go back counts at 2 h, once). Ties go to the earlier hour or weekday.
 */
export function listeningClock(tracks: readonly LabTrack[], period: DayPeriod, timeZone: string): ListeningClock {
  const grid = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  let total = 0;
  for (const track of tracks) {
    if (!inPeriod(track.date, period, timeZone)) continue;
    const { weekday, hour } = zonedParts(track.date, timeZone);
    grid[weekday]![hour]!++;
    total++;
  }
  const max = Math.max(0, ...grid.flat());
  if (total === 0) return { grid, total, max };
  const hours = Array.from({ length: 24 }, (_, h) => grid.reduce((sum, row) => sum + row[h]!, 0));
  const weekdays = grid.map((row) => row.reduce((sum, n) => sum + n, 0));
  const hour = argmax(hours);
  const weekday = argmax(weekdays);
  const busiestWeekday = { weekday, count: weekdays[weekday]!, clear: clearLead(weekdays, weekday) };
  return { grid, total, max, busiestHour: { hour, count: hours[hour]! }, busiestWeekday };
}

/** The share by which the busiest must lead the next for "more than the other days" to hold: 15 %. */
export const CLEAR_LEAD = 0.15;

/** Whether `counts[top]` leads every other count by at least CLEAR_LEAD (a 3 % lead is no pattern). */
export function clearLead(counts: readonly number[], top: number, lead = CLEAR_LEAD): boolean {
  const next = Math.max(0, ...counts.filter((_, i) => i !== top));
  return counts[top]! >= next * (1 + lead) && counts[top]! > next;
}

/** A cell's shade, 0 (no play) to `levels` (the busiest), for the grid's five tones. */
export function clockLevel(count: number, max: number, levels = 4): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.ceil((count / max) * levels));
}

/**
 * Square cells of a grid as one SVG path: `cells` are [column, row] pairs, each drawn `size` wide
 * in a `pitch` grid, every move relative to the last cell (a short, repetitive path: a few bytes
 * a cell once compressed).
 */
export function cellsPath(cells: readonly (readonly [number, number])[], pitch = 10, size = 9): string {
  let x = 0;
  let y = 0;
  return cells
    .map(([column, row], i) => {
      const move = i === 0 ? `M${column * pitch} ${row * pitch}` : `m${(column - x) * pitch} ${(row - y) * pitch}`;
      x = column;
      y = row;
      return `${move}h${size}v${size}h-${size}z`;
    })
    .join('');
}
