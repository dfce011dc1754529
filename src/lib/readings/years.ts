/**
 * The year pages (`/readings/year/2025/`): the items finished in a year, month by month, with the
 * year's figures, and the owner's yearly goal (`readingGoal` in `src/site.config.ts`) with its pace.
 * Years and months are those of the clock of `timeZone` (the site's); pure.
 */
import type { Translate } from '../../i18n/translate.ts';
import { zonedParts } from '../zone.ts';
import { finishDate } from './finished.ts';
import type { ReadingItem } from './model.ts';
import { monthIndex, monthKey, type MonthKey } from './stats.ts';

/** The items finished up to `now`, with the month (`YYYY-MM`, on the clock of `timeZone`) of their finish. */
function finishes<T extends ReadingItem>(items: readonly T[], now: Date, timeZone: string): { item: T; date: Date; month: number }[] {
  return items.flatMap((item) => {
    const date = finishDate(item);
    return date && date.getTime() <= now.getTime() ? [{ item, date, month: monthIndex(date, timeZone) }] : [];
  });
}

/** Every year with at least one item finished up to `now`, oldest first. */
export function finishedYears(items: readonly ReadingItem[], now: Date, timeZone = 'UTC'): number[] {
  return [...new Set(finishes(items, now, timeZone).map(({ month }) => Math.floor(month / 12)))].sort((a, b) => a - b);
}

export interface YearReadings {
  year: number;
  /** The months with a finish, January first; in each, the items in the order they were finished. */
  months: { month: MonthKey; items: ReadingItem[] }[];
  /** How many items were finished in the year. */
  finished: number;
  /** Pages of the books finished in the year (those with a page count). */
  pages: number;
  /** The years before and after with a finish, if any. */
  previous: number | undefined;
  next: number | undefined;
}

/** What was finished in `year` (up to `now`), month by month, and the years around it. */
export function yearReadings(items: readonly ReadingItem[], year: number, now: Date, timeZone = 'UTC'): YearReadings {
  const all = finishes(items, now, timeZone);
  const inYear = all.filter(({ month }) => Math.floor(month / 12) === year).sort((a, b) => a.date.getTime() - b.date.getTime());
  const byMonth = new Map<number, ReadingItem[]>();
  for (const { item, month } of inYear) (byMonth.get(month) ?? byMonth.set(month, []).get(month)!).push(item);
  const years = [...new Set(all.map(({ month }) => Math.floor(month / 12)))].sort((a, b) => a - b);
  return {
    year,
    months: [...byMonth].sort(([a], [b]) => a - b).map(([month, list]) => ({ month: monthKey(month), items: list })),
    finished: inYear.length,
    pages: inYear.reduce((sum, { item }) => sum + (item.type === 'book' && item.pages ? item.pages : 0), 0),
    previous: years.filter((y) => y < year).at(-1),
    next: years.find((y) => y > year),
  };
}

/** Yearly goals: how many items to finish, by year (`{ 2026: 24 }`). */
export type ReadingGoal = Readonly<Record<number, number>>;

/**
 * `goal` when every year is a four-digit year and every count a whole number above 0; else an
 * error naming `file` and the field (`readingGoal.2026`), the one place to fix it.
 */
export function checkReadingGoal(goal: unknown, file: string): ReadingGoal {
  if (goal === undefined) return {};
  if (typeof goal !== 'object' || goal === null || Array.isArray(goal)) {
    throw new Error(`${file}: readingGoal must be an object of yearly counts, such as { 2026: 24 }`);
  }
  for (const [year, count] of Object.entries(goal)) {
    if (!/^\d{4}$/.test(year)) throw new Error(`${file}: readingGoal.${year} is not a year (four digits, such as 2026)`);
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
      throw new Error(`${file}: readingGoal.${year} must be a whole number of items above 0 (it is ${JSON.stringify(count)})`);
    }
  }
  return goal as ReadingGoal;
}

/** The day of the year (1 on 1 January) and the year's length, on the clock of `timeZone`. */
export function dayOfYear(now: Date, timeZone = 'UTC'): { year: number; day: number; days: number } {
  const today = zonedParts(now.getTime(), timeZone).day;
  const year = Number(today.slice(0, 4));
  const start = Date.UTC(year, 0, 1);
  const day = Math.round((Date.parse(`${today}T00:00:00Z`) - start) / 86_400_000) + 1;
  const days = Math.round((Date.UTC(year + 1, 0, 1) - start) / 86_400_000);
  return { year, day, days };
}

export interface GoalPace {
  year: number;
  goal: number;
  /** How many were finished in the year. */
  done: number;
  /** `past`: the year is over; `current`: it is this year; `future`: it has not begun. */
  when: 'past' | 'current' | 'future';
  /** Whether `done` reached `goal`. */
  met: boolean;
  /**
   * How many ahead (above 0) or behind (below 0) of an even pace: against the share of the goal
   * due by today (this year), the whole goal (a past year), or none (a future year). Whole items.
   */
  ahead: number;
  /** How many the year ends with at the pace so far (a past year: `done`; a future one: 0). */
  projected: number;
  /** The share of the year gone by (0–1): where an even pace stands today. */
  elapsed: number;
}

/** How `done` items stand against a goal of `goal` for `year`, as of `now` on the clock of `timeZone`. */
export function goalPace(year: number, goal: number, done: number, now: Date, timeZone = 'UTC'): GoalPace {
  const today = dayOfYear(now, timeZone);
  const when = year < today.year ? 'past' : year > today.year ? 'future' : 'current';
  const due = when === 'past' ? goal : when === 'future' ? 0 : (goal * today.day) / today.days;
  const projected = when === 'past' ? done : when === 'future' ? 0 : Math.round((done * today.days) / today.day);
  // `+ 0` turns a rounded -0 into 0.
  const elapsed = when === 'past' ? 1 : when === 'future' ? 0 : today.day / today.days;
  return { year, goal, done, when, met: done >= goal, ahead: Math.round(done - due) + 0, projected, elapsed };
}

/**
 * A goal's words, as the statistics and year pages show them: its title ("Goal for 2026"), the
 * progress ("22 of 24") and where it stands (ahead or behind an even pace and the projected count,
 * met, or how a past year ended).
 */
export function goalWords(pace: GoalPace, t: Translate, format: (n: number) => string): { title: string; progress: string; status: string } {
  const title = t('goal.title', { year: String(pace.year) });
  const progress = t('goal.progress', { count: pace.done, done: format(pace.done), goal: format(pace.goal) });
  const counts = { done: format(pace.done), goal: format(pace.goal) };
  if (pace.when === 'past') {
    const status = pace.met ? t('goal.metPast', counts) : t('goal.missedPast', { ...counts, n: format(pace.goal - pace.done) });
    return { title, progress, status };
  }
  const against =
    pace.ahead > 0
      ? t('goal.ahead', { count: pace.ahead, n: format(pace.ahead) })
      : pace.ahead < 0
        ? t('goal.behind', { count: -pace.ahead, n: format(-pace.ahead) })
        : t('goal.onPace');
  const lead = pace.met ? t('goal.met', { pace: against.charAt(0).toLowerCase() + against.slice(1) }) : against;
  return { title, progress, status: pace.when === 'current' ? t('goal.projected', { pace: lead, n: format(pace.projected) }) : lead };
}
