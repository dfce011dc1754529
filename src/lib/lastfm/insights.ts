import { comparePeriods, type PeriodComparison } from './compare.ts';
import { listeningClock, type ListeningClock } from './listening-clock.ts';
import { rediscoveries, REDISCOVER_MIN_PLAYS, REDISCOVER_QUIET_DAYS, type Rediscovery } from './rediscover.ts';
import { listeningStreaks, type Streaks } from './streaks.ts';
import type { LabTrack } from './types.ts';
import { dayPeriod, zonedParts, type DayPeriod } from '../zone.ts';

/** The days the lab's build-time sections look at: the snapshot's span. */
export const INSIGHT_DAYS = 90;

export interface LabInsights {
  /** The days of the clock, the streaks and the rediscoveries. */
  period: DayPeriod;
  clock: ListeningClock;
  compare: PeriodComparison;
  streaks: Streaks;
  rediscover: (Rediscovery & { lastDay: string })[];
  rediscoverMin: number;
  rediscoverQuiet: number;
}

/** Every build-time section of the lab, from the snapshot's tracks up to `end`, in the owner's days. */
export function labInsights(tracks: readonly LabTrack[], end: number, timeZone: string, days = INSIGHT_DAYS): LabInsights {
  const period = dayPeriod(end, days, timeZone);
  return {
    period,
    clock: listeningClock(tracks, period, timeZone),
    compare: comparePeriods(tracks, end, timeZone),
    streaks: listeningStreaks(tracks, period, timeZone),
    rediscover: rediscoveries(tracks, period, timeZone).map((entry) => ({ ...entry, lastDay: zonedParts(entry.last, timeZone).day })),
    rediscoverMin: REDISCOVER_MIN_PLAYS,
    rediscoverQuiet: REDISCOVER_QUIET_DAYS,
  };
}
