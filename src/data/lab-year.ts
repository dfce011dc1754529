import { oncePerKey } from '../once-per-key.ts';
import { parseWeeklyCharts, type WeeklyCharts } from '../lib/lastfm/weekly.ts';
import { musicYears, sameWeekLastYear } from '../lib/lastfm/year.ts';
import { SITE_TIME_ZONE } from './clock.ts';

const FILE = 'content/lab/weekly-charts.json';
const FILES = import.meta.glob<unknown>('/content/lab/weekly-charts.json', { eager: true, import: 'default' });
const RAW = Object.values(FILES)[0];

/**
 * The weekly charts `npm run lab:snapshot` keeps, validated at build: a malformed file stops the
 * build naming the file and the week. Without the file (an older snapshot, no key) there are none.
 */
export const weeklyCharts = oncePerKey((): WeeklyCharts | undefined => {
  if (RAW === undefined) return undefined;
  const parsed = parseWeeklyCharts(RAW);
  if (!parsed.ok) throw new Error(`${FILE}: ${parsed.error.message}`);
  return parsed.value;
});

/** The years with a music page (`/lab/year/2026/`), oldest first: none without weekly charts. */
export const musicYearList = oncePerKey((): number[] => musicYears(weeklyCharts(), SITE_TIME_ZONE));

/** Whether `year` has a music page. */
export const hasMusicYear = (year: number) => musicYearList().includes(year);

/** The week a year before the charts' last, when there is something to say of it (the lab's "on this day"). */
export const onThisDay = oncePerKey(() => {
  const charts = weeklyCharts();
  return charts && sameWeekLastYear(charts, SITE_TIME_ZONE);
});
