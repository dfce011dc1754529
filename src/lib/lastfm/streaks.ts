import type { LabTrack } from './types.ts';
import { dayDiff, inPeriod, zonedParts, type DayPeriod } from '../zone.ts';

/** Days in a row with at least one play. */
export interface Streak {
  /** First and last day, `YYYY-MM-DD`. */
  from: string;
  to: string;
  days: number;
}

export interface Streaks {
  /** Whether each day of the period (oldest first) had a play. */
  played: boolean[];
  /** Days of the period with a play. */
  active: number;
  /** The run going on at the period's end: it ends on its last day, or the day before (that day may still come). */
  current?: Streak;
  /** The longest run of the period (the latest of equal ones). */
  longest?: Streak;
}

/** Runs of days with a play, in the owner's days, over the period. */
export function listeningStreaks(tracks: readonly LabTrack[], period: DayPeriod, timeZone: string): Streaks {
  const days = new Set<string>();
  for (const track of tracks) if (inPeriod(track.date, period, timeZone)) days.add(zonedParts(track.date, timeZone).day);
  const played = period.days.map((day) => days.has(day));
  let longest: Streak | undefined;
  let run: Streak | undefined;
  period.days.forEach((day, i) => {
    if (!played[i]) return (run = undefined);
    run = run ? { ...run, to: day, days: run.days + 1 } : { from: day, to: day, days: 1 };
    if (!longest || run.days >= longest.days) longest = run;
  });
  const last = run as Streak | undefined;
  // A run that stopped yesterday is still going: today is not over.
  const current = last ?? (played.at(-2) ? lastRun(period.days, played, period.days.length - 2) : undefined);
  return { played, active: days.size, ...(current && { current }), ...(longest && { longest }) };
}

function lastRun(days: readonly string[], played: readonly boolean[], end: number): Streak {
  let start = end;
  while (start > 0 && played[start - 1]) start--;
  return { from: days[start]!, to: days[end]!, days: dayDiff(days[start]!, days[end]!) + 1 };
}
