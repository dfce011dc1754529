import { describe, expect, it } from 'vitest';
import { cardAlt, latestFirst, percentChange, topArtist } from '../../src/lib/share-cards';
import type { PeriodComparison } from '../../src/lib/lastfm/compare';

const t = (key: string, vars: Record<string, string | number> = {}) => `${key}(${Object.entries(vars).map(([k, v]) => `${k}=${v}`).join(',')})`;
const format = (n: number) => n.toLocaleString('en-US');

describe('share cards', () => {
  it('show the latest items first, five at most', () => {
    expect(latestFirst([1, 2, 3, 4, 5, 6, 7])).toEqual([7, 6, 5, 4, 3]);
    expect(latestFirst([1, 2], 5)).toEqual([2, 1]);
    expect(latestFirst([])).toEqual([]);
  });

  it('give a change in percent only when there was something before', () => {
    expect(percentChange(12, 10)).toBe(20);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(10, 10)).toBe(0);
    expect(Object.is(percentChange(10, 10), 0)).toBe(true);
    expect(percentChange(3, 0)).toBeUndefined();
  });

  it('name the most played artist of the last period with its plays before', () => {
    const compare = (artists: PeriodComparison['artists']): PeriodComparison => ({
      current: { first: '2026-10-31', last: '2026-11-29', total: 100 },
      previous: { first: '2026-10-01', last: '2026-10-30', total: 80 },
      artists,
      albums: [],
      goneArtists: [],
    });
    expect(topArtist(compare([]))).toBeUndefined();
    expect(topArtist(compare([{ name: 'A', count: 30, before: 20, rank: 1, rankBefore: 2, trend: 'up' }]))).toEqual({ name: 'A', plays: 30, before: 20, change: 50 });
    expect(topArtist(compare([{ name: 'B', count: 9, before: 0, rank: 1, trend: 'new' }]))).toEqual({ name: 'B', plays: 9, before: 0 });
  });

  it('describe what a card draws in its alt text', () => {
    const year = cardAlt({ title: '2026', figures: [{ value: '22', label: 'Finished' }], ring: { done: 22, goal: 24 }, covers: [1, 2] }, t, format);
    expect(year).toBe('og.alt.facts(title=2026,facts=22 finished, og.alt.goal(done=22,goal=24), og.alt.covers())');
    expect(cardAlt({ title: 'Dune', stars: 4, covers: [1] }, t, format)).toBe('og.alt.facts(title=Dune,facts=og.alt.score(score=4), og.alt.cover())');
    expect(cardAlt({ title: 'Lab', art: {} }, t, format)).toBe('og.alt.facts(title=Lab,facts=og.alt.art())');
    expect(cardAlt({ title: 'About' }, t, format)).toBe('About');
  });
});
