/**
 * A year in music (`/lab/year/2026/`), worked out from Last.fm's weekly charts: the year's plays
 * against the year before, its top artists, albums and tracks, plays month by month, the busiest
 * week, the artists new this year, and the longest run of weeks with plays and the longest gap
 * without. Weeks are counted in the year and month that hold most of them (their middle), on the
 * owner's clock. A week Last.fm did not send, or sent empty, counts as a week without plays.
 * Artists, albums and tracks whose names differ only in case count as one. Pure.
 */
import { localizedPath } from '../../i18n/url.ts';
import type { Locale } from '../../i18n/locales.ts';
import { zonedParts } from '../zone.ts';
import { WEEK_MS, type ChartEntry, type WeekChart, type WeeklyCharts } from './weekly.ts';

/** Entries the year's top lists keep. */
export const YEAR_TOP = 10;

/** A music year page's path (with the site's base): `('en', 2026)` → `/en/lab/year/2026/`. */
export function musicYearPath(locale: Locale, year: number, base?: string): string {
  return `${localizedPath(locale, 'lab', base)}year/${year}/`;
}

/** A week of the year: its number in the year (1 for the first), its span and plays (0 when Last.fm has none). */
export interface YearWeek {
  /** The year it counts in, and its number there. */
  year: number;
  week: number;
  from: number;
  to: number;
  /** The owner's days it starts and ends on (`YYYY-MM-DD`). */
  first: string;
  last: string;
  /** The month it counts in (0 for January): the one that holds most of it. */
  month: number;
  plays: number;
  chart: WeekChart | undefined;
}

/** Weeks in a row with plays (a run) or without (a gap): how many, and the first and last. */
export interface Stretch {
  weeks: number;
  from: YearWeek;
  to: YearWeek;
}

export interface NewArtist {
  name: string;
  /** The week of the year it was first played. */
  arrived: YearWeek;
  plays: number;
}

export interface MusicYear {
  year: number;
  /** Whether the year was not over when the charts were taken. */
  inProgress: boolean;
  weeks: YearWeek[];
  plays: number;
  /** Weeks with at least one play. */
  activeWeeks: number;
  /** The year before over as many weeks (all of them, for a year that is over), when the charts have it. */
  before: { year: number; plays: number; weeks: number } | undefined;
  artists: ChartEntry[];
  albums: ChartEntry[];
  tracks: ChartEntry[];
  /** Distinct artists in the weeks' top lists. */
  artistCount: number;
  /** Plays by month (0 for January), up to the month of the last week. */
  months: { month: number; plays: number }[];
  busiest: YearWeek | undefined;
  /** Artists first played this year (against every earlier week kept), by arrival; `undefined` without an earlier year. */
  newArtists: NewArtist[] | undefined;
  longestRun: Stretch | undefined;
  longestGap: Stretch | undefined;
}

/** The key two spellings of one name share. */
export const nameKey = (name: string) => name.normalize('NFKC').toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();
const entryKey = (e: ChartEntry) => (e.artist === undefined ? nameKey(e.name) : `${nameKey(e.artist)}\u0000${nameKey(e.name)}`);

/** The owner's year and month (0–11) of an instant. */
function yearMonth(at: number, timeZone: string): { year: number; month: number } {
  const { day } = zonedParts(at, timeZone);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) - 1 };
}
const middle = (from: number) => from + WEEK_MS / 2;

/**
 * Every week from the first kept to the last finished by `takenAt`, on the grid of the kept weeks,
 * with the year its middle falls in; weeks Last.fm did not send have no chart and no plays.
 */
export function allWeeks(charts: WeeklyCharts, timeZone: string): YearWeek[] {
  const first = charts.weeks[0];
  if (!first) return [];
  const byFrom = new Map(charts.weeks.map((w) => [w.from, w]));
  const last = Math.max(charts.weeks.at(-1)!.from, first.from + Math.floor((charts.takenAt - WEEK_MS - first.from) / WEEK_MS) * WEEK_MS);
  const weeks: YearWeek[] = [];
  // The first week kept may not be its year's first: count the weeks of its year before it.
  const firstYear = yearMonth(middle(first.from), timeZone).year;
  let number = 0;
  while (yearMonth(middle(first.from - (number + 1) * WEEK_MS), timeZone).year === firstYear) number++;
  let previousYear = firstYear;
  for (let from = first.from; from <= last; from += WEEK_MS) {
    const { year, month } = yearMonth(middle(from), timeZone);
    number = year === previousYear ? number + 1 : 1;
    previousYear = year;
    const chart = byFrom.get(from);
    const to = from + WEEK_MS;
    const [firstDay, lastDay] = [zonedParts(from, timeZone).day, zonedParts(to - 1, timeZone).day];
    weeks.push({ year, week: number, from, to, first: firstDay, last: lastDay, month, plays: chart?.plays ?? 0, chart });
  }
  return weeks;
}

/** The years with at least one week kept, oldest first. */
export function musicYears(charts: WeeklyCharts | undefined, timeZone: string): number[] {
  if (!charts) return [];
  return [...new Set(charts.weeks.map((w) => yearMonth(middle(w.from), timeZone).year))].sort((a, b) => a - b);
}

/** Entries summed over weeks, one per name (case aside, spelt as most played), most played first, ties by name. */
export function sumEntries(lists: ChartEntry[][], limit = Infinity): ChartEntry[] {
  const sums = new Map<string, { entry: ChartEntry; spellings: Map<string, number> }>();
  for (const entry of lists.flat()) {
    const key = entryKey(entry);
    const sum = sums.get(key) ?? sums.set(key, { entry: { ...entry, plays: 0 }, spellings: new Map() }).get(key)!;
    sum.entry.plays += entry.plays;
    const spelling = `${entry.name}\u0000${entry.artist ?? ''}`;
    sum.spellings.set(spelling, (sum.spellings.get(spelling) ?? 0) + entry.plays);
  }
  return [...sums.values()]
    .map(({ entry, spellings }) => {
      const [name, artist] = [...spellings].reduce((a, b) => (b[1] > a[1] ? b : a))[0].split('\u0000') as [string, string];
      return entry.artist === undefined ? { name, plays: entry.plays } : { name, artist, plays: entry.plays };
    })
    .sort((a, b) => b.plays - a.plays || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** The longest stretch of weeks where `test` holds that touches the year's weeks (it may begin the year before); the earliest on a tie. */
function longest(weeks: YearWeek[], inYear: (w: YearWeek) => boolean, test: (w: YearWeek) => boolean): Stretch | undefined {
  let best: Stretch | undefined;
  let start = -1;
  weeks.forEach((week, i) => {
    if (!test(week)) return void (start = -1);
    if (start < 0) start = i;
    const next = weeks[i + 1];
    if (next && test(next)) return;
    const stretch = weeks.slice(start, i + 1);
    if (stretch.some(inYear) && (!best || stretch.length > best.weeks)) best = { weeks: stretch.length, from: stretch[0]!, to: stretch.at(-1)! };
  });
  return best;
}

/** The year `year` in music, from the weekly charts (see the module's note). */
export function musicYear(charts: WeeklyCharts, year: number, timeZone: string): MusicYear {
  const all = allWeeks(charts, timeZone);
  const weeks = all.filter((w) => w.year === year);
  const earlier = all.filter((w) => w.year < year);
  const inProgress = yearMonth(charts.takenAt, timeZone).year <= year;
  const plays = weeks.reduce((sum, w) => sum + w.plays, 0);
  const lastYear = earlier.filter((w) => w.year === year - 1 && w.week <= (inProgress ? (weeks.at(-1)?.week ?? 0) : Infinity));
  const lastYearKept = lastYear.some((w) => w.chart);
  const charted = (key: 'artists' | 'albums' | 'tracks') => weeks.map((w) => w.chart?.[key] ?? []);

  const months = new Map<number, number>();
  for (const w of weeks) months.set(w.month, (months.get(w.month) ?? 0) + w.plays);
  const lastMonth = weeks.at(-1)?.month ?? -1;

  const busiest = weeks.reduce<YearWeek | undefined>((best, w) => (w.plays > (best?.plays ?? 0) ? w : best), undefined);

  let newArtists: NewArtist[] | undefined;
  if (earlier.some((w) => w.chart)) {
    const heard = new Set(earlier.flatMap((w) => w.chart?.artists ?? []).map((a) => nameKey(a.name)));
    const arrivals = new Map<string, YearWeek>();
    for (const w of weeks) {
      for (const artist of w.chart?.artists ?? []) {
        const key = nameKey(artist.name);
        if (!heard.has(key) && !arrivals.has(key)) arrivals.set(key, w);
      }
    }
    newArtists = sumEntries(charted('artists'))
      .filter((a) => arrivals.has(nameKey(a.name)))
      .map((a) => ({ name: a.name, plays: a.plays, arrived: arrivals.get(nameKey(a.name))! }))
      .sort((a, b) => a.arrived.from - b.arrived.from || b.plays - a.plays);
  }

  const inYear = (w: YearWeek) => w.year === year;
  return {
    year,
    inProgress,
    weeks,
    plays,
    activeWeeks: weeks.filter((w) => w.plays > 0).length,
    before: lastYearKept ? { year: year - 1, plays: lastYear.reduce((sum, w) => sum + w.plays, 0), weeks: lastYear.length } : undefined,
    artists: sumEntries(charted('artists'), YEAR_TOP),
    albums: sumEntries(charted('albums'), YEAR_TOP),
    tracks: sumEntries(charted('tracks'), YEAR_TOP),
    artistCount: sumEntries(charted('artists')).length,
    months: Array.from({ length: lastMonth + 1 }, (_, month) => ({ month, plays: months.get(month) ?? 0 })),
    busiest,
    newArtists,
    longestRun: longest(all, inYear, (w) => w.plays > 0),
    longestGap: longest(all, inYear, (w) => w.plays === 0),
  };
}

/** The week a year (52 weeks) before the last finished one, when the charts kept it and it has plays: what was played most then. */
export function sameWeekLastYear(charts: WeeklyCharts, timeZone: string): YearWeek | undefined {
  const all = allWeeks(charts, timeZone);
  const last = all.at(-1);
  const then = last && all.find((w) => w.from === last.from - 52 * WEEK_MS);
  return then?.chart && then.plays > 0 && then.chart.artists.length > 0 ? then : undefined;
}
