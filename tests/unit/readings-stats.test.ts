import { describe, expect, it } from 'vitest';
import { niceTicks } from '../../src/lib/chart-ticks';
import { monthDate, peaks, readingStats } from '../../src/lib/readings/stats';
import { READING_TYPES } from '../../src/lib/readings/model';
import { makeItem, readItem } from '../support/reading';
import { statsPath } from '../../src/lib/readings/paths';

const NOW = new Date('2026-11-24T12:00:00Z');
const item = makeItem;
const read = readItem;

describe('readingStats', () => {
  it('with no item: twelve empty months, no year, every status and type at 0, no tag, no run', () => {
    const stats = readingStats([], NOW);
    expect(stats.perMonth).toHaveLength(12);
    expect(stats.perMonth[0]).toEqual({ month: '2025-12', count: 0 });
    expect(stats.perMonth.at(-1)).toEqual({ month: '2026-11', count: 0 });
    expect(stats.perMonth.every((m) => m.count === 0)).toBe(true);
    expect(stats.perYear).toEqual([]);
    expect(stats.pagesPerYear).toEqual([]);
    expect(stats.statuses).toEqual([
      { status: 'toRead', count: 0 },
      { status: 'inProgress', count: 0 },
      { status: 'read', count: 0 },
      { status: 'canceled', count: 0 },
    ]);
    expect(stats.types).toEqual(READING_TYPES.map((type) => ({ type, count: 0 })));
    expect(stats.tags).toEqual([]);
    expect(stats.longestRun).toBeNull();
    expect(stats.latestRun).toBeNull();
    expect(stats).toMatchObject({ total: 0, read: 0, finished: 0, month: '2026-11' });
  });

  it('with one book finished this month: counted in its month, year and pages, a run of one month', () => {
    const stats = readingStats([read('2026-11-03T20:00:00.000Z', { type: 'book', pages: 320, tags: ['craft'] })], NOW);
    expect(stats.perMonth.at(-1)).toEqual({ month: '2026-11', count: 1 });
    expect(stats.perYear).toEqual([{ year: 2026, count: 1 }]);
    expect(stats.pagesPerYear).toEqual([{ year: 2026, count: 320 }]);
    expect(stats.tags).toEqual([{ tag: 'craft', count: 1 }]);
    expect(stats.longestRun).toEqual({ months: 1, start: '2026-11', end: '2026-11' });
    expect(stats.latestRun).toEqual(stats.longestRun);
    expect(stats).toMatchObject({ total: 1, read: 1, finished: 1 });
  });

  it('counts as finished only what is read with a valid date, not after now; months in UTC', () => {
    const stats = readingStats(
      [
        read('2026-10-31T23:30:00-02:00'), // 1 November in UTC
        item({ status: 'canceled', finishedAt: '2026-10-10T00:00:00.000Z' }),
        item({ status: 'read' }),
        read('not a date'),
        read('2026-12-01T00:00:00.000Z'),
      ],
      NOW,
    );
    expect(stats.perMonth.at(-1)!.count).toBe(1);
    expect(stats.perMonth.at(-2)!.count).toBe(0);
    expect(stats.finished).toBe(1);
    // The base the charts count from: 4 read, 1 of them finished with a valid date up to now.
    expect(stats.read).toBe(4);
    expect(stats.statuses.find((s) => s.status === 'read')!.count).toBe(4);
    expect(stats.statuses.find((s) => s.status === 'canceled')!.count).toBe(1);
  });

  it('lists every year from the first finish, with zeros, and the pages of finished books only', () => {
    const stats = readingStats(
      [
        read('2022-05-01T00:00:00.000Z', { type: 'book', pages: 100 }),
        read('2022-06-01T00:00:00.000Z', { type: 'article', pages: 999 }),
        read('2024-01-01T00:00:00.000Z', { type: 'book' }),
        item({ type: 'book', status: 'inProgress', pages: 500 }),
      ],
      NOW,
    );
    expect(stats.perYear).toEqual([
      { year: 2022, count: 2 },
      { year: 2023, count: 0 },
      { year: 2024, count: 1 },
      { year: 2025, count: 0 },
      { year: 2026, count: 0 },
    ]);
    expect(stats.pagesPerYear.map((y) => y.count)).toEqual([100, 0, 0, 0, 0]);
  });

  it('ranks the ten most used tags, ties by name, a tag counted once per item', () => {
    const items = [
      ...Array.from({ length: 3 }, () => item({ tags: ['react', 'react'] })),
      ...Array.from({ length: 3 }, () => item({ tags: ['css'] })),
      ...'abcdefghijkl'.split('').map((tag) => item({ tags: [tag] })),
    ];
    const { tags } = readingStats(items, NOW);
    expect(tags).toHaveLength(10);
    expect(tags.slice(0, 4)).toEqual([
      { tag: 'css', count: 3 },
      { tag: 'react', count: 3 },
      { tag: 'a', count: 1 },
      { tag: 'b', count: 1 },
    ]);
  });

  it('finds a run across a year boundary, and the latest run ending at its last month with a finish', () => {
    const stats = readingStats(
      [
        read('2024-11-20T00:00:00.000Z'),
        read('2024-12-02T00:00:00.000Z'),
        read('2024-12-30T00:00:00.000Z'),
        read('2025-01-15T00:00:00.000Z'),
        read('2025-02-01T00:00:00.000Z'),
        read('2026-09-10T00:00:00.000Z'),
        read('2026-10-10T00:00:00.000Z'),
      ],
      NOW,
    );
    expect(stats.longestRun).toEqual({ months: 4, start: '2024-11', end: '2025-02' });
    // Nothing finished this month (November): the run ends in October, not now.
    expect(stats.latestRun).toEqual({ months: 2, start: '2026-09', end: '2026-10' });
    expect(stats.latestRun!.end).not.toBe(stats.month);
  });

  it('keeps the latest run however old; the latest of equal runs is the longest', () => {
    const stats = readingStats([read('2025-03-01T00:00:00.000Z'), read('2026-01-01T00:00:00.000Z')], NOW);
    expect(stats.latestRun).toEqual({ months: 1, start: '2026-01', end: '2026-01' });
    expect(stats.longestRun).toEqual({ months: 1, start: '2026-01', end: '2026-01' });
  });

  it('counts months and years on the clock of a time zone when given one', () => {
    // 31 December 2025, 23:30 UTC is already 1 January 2026 in Paris.
    const items = [read('2025-12-31T23:30:00.000Z')];
    expect(readingStats(items, NOW).perYear).toEqual([{ year: 2025, count: 1 }, { year: 2026, count: 0 }]);
    const paris = readingStats(items, NOW, 'Europe/Paris');
    expect(paris.perYear).toEqual([{ year: 2026, count: 1 }]);
    expect(paris.perMonth.find((m) => m.month === '2026-01')!.count).toBe(1);
    // Now on 30 November 23:30 UTC is 1 December in Paris: the twelve months end in December.
    expect(readingStats([], new Date('2026-11-30T23:30:00Z'), 'Europe/Paris').month).toBe('2026-12');
  });
});

describe('peaks', () => {
  it('gives every entry tied for the highest value, none when all are 0 or there is none', () => {
    const months = [
      { m: 'Jan', n: 2 },
      { m: 'Feb', n: 1 },
      { m: 'Mar', n: 2 },
      { m: 'Apr', n: 0 },
      { m: 'May', n: 2 },
    ];
    expect(peaks(months, (x) => x.n).map((x) => x.m)).toEqual(['Jan', 'Mar', 'May']);
    expect(peaks([{ n: 0 }, { n: 0 }], (x) => x.n)).toEqual([]);
    expect(peaks([], (x: { n: number }) => x.n)).toEqual([]);
    expect(peaks([{ n: 1 }, { n: 3 }], (x) => x.n)).toEqual([{ n: 3 }]);
  });

  it('reads 10,000 items quickly', () => {
    const types = ['article', 'book', 'podcast', 'video'] as const;
    const statuses = ['toRead', 'inProgress', 'read', 'canceled'] as const;
    const start = Date.UTC(2010, 0, 1);
    const items = Array.from({ length: 10_000 }, (_, i) =>
      item({
        type: types[i % 4],
        status: statuses[i % 3 === 0 ? 1 : 2],
        pages: 100 + (i % 400),
        tags: [`tag-${i % 50}`, `topic-${i % 997}`],
        finishedAt: new Date(start + ((i * 7_919) % 530_000_000) * 1_000).toISOString(),
      }),
    );
    const t0 = performance.now();
    const stats = readingStats(items, NOW);
    // An alarm for a slower algorithm (a quadratic pass takes seconds), far above the noise of a loaded machine.
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(stats.total).toBe(10_000);
    expect(stats.perYear[0]!.year).toBe(2010);
    expect(stats.perYear.reduce((sum, y) => sum + y.count, 0)).toBe(stats.finished);
    expect(stats.tags).toHaveLength(10);
  });
});

describe('niceTicks', () => {
  it('gives 3 to 5 round gridlines from 0 up to at least the tallest bar', () => {
    expect(niceTicks(0)).toEqual([0, 1, 2]);
    expect(niceTicks(1)).toEqual([0, 1, 2]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(5)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    for (let max = 0; max < 20_000; max += 37) {
      const ticks = niceTicks(max);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
    }
    expect(niceTicks(Number.NaN)).toEqual([0, 1, 2]);
  });
});

describe('monthDate and statsPath', () => {
  it('turn a month into its first day (UTC) and give the page its path', () => {
    expect(monthDate('2026-02').toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(statsPath('fr', '/')).toBe('/readings/stats/');
    expect(statsPath('en', '/')).toBe('/en/readings/stats/');
  });
});
