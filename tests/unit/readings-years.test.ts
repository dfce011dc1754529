import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../src/i18n';
import { finishDate, recentlyFinished } from '../../src/lib/readings/finished';
import { checkReadingGoal, dayOfYear, finishedYears, goalPace, goalWords, yearReadings } from '../../src/lib/readings/years';
import { makeItem, readItem } from '../support/reading';
import { yearPath } from '../../src/lib/readings/paths';

const NOW = new Date('2026-11-24T12:00:00Z');
const item = makeItem;
const read = readItem;

describe('finishDate and recentlyFinished', () => {
  it('call finished only a read item with a valid date, not a canceled one', () => {
    expect(finishDate(read('2026-01-02T00:00:00.000Z'))).toEqual(new Date('2026-01-02T00:00:00.000Z'));
    expect(finishDate(item({ status: 'canceled', finishedAt: '2026-01-02T00:00:00.000Z' }))).toBeUndefined();
    expect(finishDate(read('not a date'))).toBeUndefined();
    expect(finishDate(item({ status: 'read' }))).toBeUndefined();
  });

  it('order the items read by finish date, then undated ones by last edit, then by name', () => {
    const items = [
      read('2025-01-01T00:00:00.000Z', { name: 'old', lastEditedTime: '2026-10-01T00:00:00.000Z' }),
      item({ status: 'read', name: 'undated, edited late', lastEditedTime: '2026-11-01T00:00:00.000Z' }),
      read('2026-05-01T00:00:00.000Z', { name: 'b' }),
      read('2026-05-01T00:00:00.000Z', { name: 'a' }),
      item({ status: 'canceled', name: 'canceled', finishedAt: '2026-11-01T00:00:00.000Z' }),
      item({ status: 'read', name: 'undated, edited early', lastEditedTime: '2025-01-01T00:00:00.000Z' }),
    ];
    expect(recentlyFinished(items).map((i) => i.name)).toEqual(['a', 'b', 'old', 'undated, edited late', 'undated, edited early']);
    expect(recentlyFinished([])).toEqual([]);
  });
});

describe('year pages', () => {
  const items = [
    read('2024-12-15T00:00:00.000Z'),
    read('2026-03-02T00:00:00.000Z', { type: 'book', pages: 300, name: 'March, later' }),
    read('2026-03-01T00:00:00.000Z', { name: 'March, first' }),
    read('2026-01-10T00:00:00.000Z', { type: 'book', name: 'January' }),
    read('2026-12-01T00:00:00.000Z'), // after now: not yet
    item({ status: 'canceled', finishedAt: '2025-06-01T00:00:00.000Z' }),
  ];

  it('exist for each year with a finish up to now, and none when nothing is finished', () => {
    expect(finishedYears(items, NOW)).toEqual([2024, 2026]);
    expect(finishedYears([], NOW)).toEqual([]);
    expect(finishedYears([item({ status: 'inProgress' })], NOW)).toEqual([]);
  });

  it('hold the year month by month in the order of finishing, its pages, and the years around it', () => {
    const year = yearReadings(items, 2026, NOW);
    expect(year.months.map(({ month, items: list }) => [month, list.map((i) => i.name)])).toEqual([
      ['2026-01', ['January']],
      ['2026-03', ['March, first', 'March, later']],
    ]);
    expect(year).toMatchObject({ year: 2026, finished: 3, pages: 300, previous: 2024, next: undefined });
    expect(yearReadings(items, 2024, NOW)).toMatchObject({ finished: 1, previous: undefined, next: 2026 });
    expect(yearReadings([], 2026, NOW)).toMatchObject({ months: [], finished: 0, pages: 0, previous: undefined, next: undefined });
  });

  it('count Dec 31 and Jan 1 on the clock of the site’s time zone', () => {
    // 31 December 2025, 23:30 UTC is 1 January 2026 in Paris; 1 January 2026, 00:30 in Paris is 31 December 2025 in New York.
    const eve = [read('2025-12-31T23:30:00.000Z')];
    expect(finishedYears(eve, NOW)).toEqual([2025]);
    expect(finishedYears(eve, NOW, 'Europe/Paris')).toEqual([2026]);
    expect(yearReadings(eve, 2026, NOW, 'Europe/Paris').months[0]!.month).toBe('2026-01');
    expect(finishedYears([read('2026-01-01T04:00:00.000Z')], NOW, 'America/New_York')).toEqual([2025]);
  });

  it('have a path in each locale', () => {
    expect(yearPath('fr', 2025, '/')).toBe('/readings/year/2025/');
    expect(yearPath('en', 2025, '/')).toBe('/en/readings/year/2025/');
  });
});

describe('the yearly goal', () => {
  it('is checked: a bad year or count names the file and field', () => {
    expect(checkReadingGoal(undefined, 'src/site.config.ts')).toEqual({});
    expect(checkReadingGoal({ 2026: 24 }, 'src/site.config.ts')).toEqual({ 2026: 24 });
    expect(() => checkReadingGoal({ 2026: 0 }, 'src/site.config.ts')).toThrow('src/site.config.ts: readingGoal.2026 must be a whole number of items above 0 (it is 0)');
    expect(() => checkReadingGoal({ 2026: 2.5 }, 'src/site.config.ts')).toThrow('readingGoal.2026');
    expect(() => checkReadingGoal({ 2026: '24' }, 'src/site.config.ts')).toThrow('(it is "24")');
    expect(() => checkReadingGoal({ 26: 24 }, 'src/site.config.ts')).toThrow('src/site.config.ts: readingGoal.26 is not a year');
    expect(() => checkReadingGoal([24], 'src/site.config.ts')).toThrow('src/site.config.ts: readingGoal must be an object');
  });

  it('counts the day of the year on the site’s clock, leap years included', () => {
    expect(dayOfYear(new Date('2026-01-01T00:00:00Z'))).toEqual({ year: 2026, day: 1, days: 365 });
    expect(dayOfYear(new Date('2026-12-31T12:00:00Z'))).toEqual({ year: 2026, day: 365, days: 365 });
    expect(dayOfYear(new Date('2024-12-31T12:00:00Z'))).toEqual({ year: 2024, day: 366, days: 366 });
    expect(dayOfYear(new Date('2024-03-01T12:00:00Z'))).toEqual({ year: 2024, day: 61, days: 366 });
    // 31 December, 23:30 UTC is already 1 January in Paris.
    expect(dayOfYear(new Date('2025-12-31T23:30:00Z'), 'Europe/Paris')).toEqual({ year: 2026, day: 1, days: 365 });
  });

  it('says how far ahead or behind an even pace, and the projected count', () => {
    // 1 July 2026 is day 182 of 365: 12 of 24 are due by then (11.97).
    const july = new Date('2026-07-01T12:00:00Z');
    expect(goalPace(2026, 24, 12, july)).toEqual({ year: 2026, goal: 24, done: 12, when: 'current', met: false, ahead: 0, projected: 24, elapsed: 182 / 365 });
    expect(goalPace(2026, 24, 15, july)).toMatchObject({ ahead: 3, projected: 30 });
    expect(goalPace(2026, 24, 8, july)).toMatchObject({ ahead: -4, projected: 16 });
    // A goal already met: ahead, and still projected past it.
    expect(goalPace(2026, 10, 12, july)).toMatchObject({ met: true, ahead: 7, projected: 24 });
    // A goal for a year with nothing finished: behind by what is due, projected 0.
    expect(goalPace(2026, 24, 0, july)).toMatchObject({ met: false, ahead: -12, projected: 0 });
  });

  it('on 1 January due almost nothing, on 31 December the whole goal, on the site’s clock', () => {
    expect(goalPace(2026, 365, 0, new Date('2026-01-01T12:00:00Z'))).toMatchObject({ ahead: -1, projected: 0 });
    expect(goalPace(2026, 24, 24, new Date('2026-12-31T12:00:00Z'))).toMatchObject({ ahead: 0, projected: 24, met: true });
    // 31 December 2025, 23:30 UTC: in Paris the year 2026 has begun, 2025 is over.
    const eve = new Date('2025-12-31T23:30:00Z');
    expect(goalPace(2025, 24, 20, eve, 'Europe/Paris')).toMatchObject({ when: 'past', ahead: -4, projected: 20, met: false });
    expect(goalPace(2026, 24, 0, eve, 'Europe/Paris')).toMatchObject({ when: 'current', ahead: 0 });
    expect(goalPace(2026, 24, 0, eve)).toMatchObject({ when: 'future', ahead: 0, projected: 0 });
  });

  it('is put in words in each language', () => {
    const format = (v: number) => String(v);
    const july = new Date('2026-07-01T12:00:00Z');
    const en = useTranslations('en');
    expect(goalWords(goalPace(2026, 24, 15, july), en, format)).toEqual({
      title: 'Goal for 2026',
      progress: '15 of 24 items',
      status: '3 items ahead of pace; keeping this up, 30 by 31 December',
    });
    expect(goalWords(goalPace(2026, 24, 11, july), en, format).status).toBe('1 item behind pace; keeping this up, 22 by 31 December');
    expect(goalWords(goalPace(2026, 10, 12, july), en, format).status).toBe('Goal met, 7 items ahead of pace; keeping this up, 24 by 31 December');
    expect(goalWords(goalPace(2025, 24, 20, july), en, format).status).toBe('Missed by 4: 20 finished for a goal of 24');
    const fr = useTranslations('fr');
    expect(goalWords(goalPace(2025, 24, 30, july), fr, format).status).toBe('Atteint\u00a0: 30 terminés pour un objectif de 24');
    // One “rythme”, and the progress says what it counts.
    expect(goalWords(goalPace(2026, 24, 12, july), fr, format)).toMatchObject({ progress: '12 lectures sur 24', status: 'Dans le rythme\u00a0; en continuant ainsi, 24 au 31 décembre' });
    expect(goalWords(goalPace(2026, 24, 1, july), fr, format).progress).toBe('1 lecture sur 24');
  });
});
