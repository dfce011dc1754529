import { describe, expect, it } from 'vitest';
import { allWeeks, musicYear, musicYearPath, musicYears, sameWeekLastYear, sumEntries } from '../../src/lib/lastfm/year';
import { parseWeekList, parseWeeklyCharts, serializeWeeklyCharts, weekFromAnswers, WEEK_MS, type WeekChart, type WeeklyCharts } from '../../src/lib/lastfm/weekly';

/** Last.fm's weeks run from Sunday noon (UTC). 28 December 2025 is a Sunday: its week's middle is 1 January 2026, 00:00 UTC. */
const NEW_YEAR_WEEK = Date.UTC(2025, 11, 28, 12);
const weekAt = (n: number) => NEW_YEAR_WEEK + n * WEEK_MS;
const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';

/** A week `n` weeks after the New Year week, its artists as `name: plays`. */
function week(n: number, artists: Record<string, number> = {}): WeekChart {
  const entries = Object.entries(artists).map(([name, plays]) => ({ name, plays }));
  return {
    from: weekAt(n),
    to: weekAt(n + 1),
    plays: entries.reduce((sum, a) => sum + a.plays, 0),
    artists: entries,
    albums: entries.map((a) => ({ name: `${a.name} LP`, artist: a.name, plays: a.plays })),
    tracks: entries.map((a) => ({ name: `${a.name} song`, artist: a.name, plays: a.plays })),
  };
}
const charts = (weeks: WeekChart[], takenAt = weekAt(60)): WeeklyCharts => ({ user: 'me', takenAt, top: 20, weeks });

describe('weeks and months on the owner’s clock', () => {
  it('counts a week in the year and month that hold its middle, in the owner’s zone', () => {
    const data = charts([week(-1, { A: 1 }), week(0, { A: 2 }), week(1, { A: 3 })], weekAt(2));
    // Middle on 1 January 00:00 UTC: 2026 in Paris, 31 December 2025 in New York.
    expect(musicYears(data, PARIS)).toEqual([2025, 2026]);
    expect(musicYear(data, 2026, PARIS).plays).toBe(5);
    expect(musicYear(data, 2026, NEW_YORK).plays).toBe(3);
    expect(musicYear(data, 2025, NEW_YORK).months.at(-1)).toEqual({ month: 11, plays: 3 });
    // 1 May 2025 was a Thursday too: that week is April's in New York, May's in Paris.
    const may = Date.UTC(2025, 3, 27, 12);
    const spring = charts([{ ...week(0, { B: 4 }), from: may, to: may + WEEK_MS }], may + WEEK_MS);
    expect(musicYear(spring, 2025, PARIS).months.at(-1)).toEqual({ month: 4, plays: 4 });
    expect(musicYear(spring, 2025, NEW_YORK).months.at(-1)).toEqual({ month: 3, plays: 4 });
  });

  it('numbers weeks from the year’s first, even when the charts start later, and states the base', () => {
    const data = charts([week(0, { A: 1 }), week(5, { A: 1 })], weekAt(7) + 3600_000);
    const year = musicYear(data, 2026, PARIS);
    expect(year.weeks.map((w) => w.week)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(year.weeks.at(-1)!.last).toBe('2026-02-15');
    expect(year.inProgress).toBe(true);
    const late = allWeeks(charts([week(10, { A: 1 })], weekAt(11)), PARIS);
    expect(late[0]!.week).toBe(11);
  });

  it('draws a week Last.fm did not send, or sent empty, as a week without plays', () => {
    const data = charts([week(0, { A: 2 }), week(1), week(3, { A: 1 })], weekAt(4));
    const year = musicYear(data, 2026, PARIS);
    expect(year.weeks.map((w) => w.plays)).toEqual([2, 0, 0, 1]);
    expect(year.activeWeeks).toBe(2);
    expect(year.weeks[2]!.chart).toBeUndefined();
    expect(year.longestGap).toMatchObject({ weeks: 2, from: { week: 2 }, to: { week: 3 } });
  });
});

describe('a year’s figures', () => {
  it('sums top artists, albums and tracks over the year, one entry for names differing only in case', () => {
    const data = charts([week(0, { 'The xx': 3, Björk: 5 }), week(1, { 'the XX': 4 }), week(2, { 'THE XX': 1, Björk: 1 })], weekAt(3));
    const year = musicYear(data, 2026, PARIS);
    expect(year.artists).toEqual([
      { name: 'the XX', plays: 8 },
      { name: 'Björk', plays: 6 },
    ]);
    expect(year.albums[0]).toEqual({ name: 'the XX LP', artist: 'the XX', plays: 8 });
    expect(year.artistCount).toBe(2);
    expect(sumEntries([[{ name: 'a', plays: 1 }], [{ name: 'B', plays: 1 }]])).toEqual([{ name: 'a', plays: 1 }, { name: 'B', plays: 1 }]);
  });

  it('finds the busiest week (the first of a tie)', () => {
    const data = charts([week(0, { A: 3 }), week(1, { A: 9 }), week(2, { B: 9 }), week(3, { A: 1 })], weekAt(4));
    expect(musicYear(data, 2026, PARIS).busiest).toMatchObject({ week: 2, plays: 9, first: '2026-01-04' });
  });

  it('compares with the same weeks of the year before while the year is in progress, all of them once it is over', () => {
    const before = Array.from({ length: 52 }, (_, i) => week(i - 52, { A: 1 }));
    const data = charts([...before, week(0, { A: 4 }), week(1, { A: 4 })], weekAt(2) + 1000);
    expect(musicYear(data, 2026, PARIS).before).toEqual({ year: 2025, plays: 2, weeks: 2 });
    expect(musicYear(data, 2025, PARIS).before).toBeUndefined();
    expect(musicYear(data, 2025, PARIS).inProgress).toBe(false);
    const over = charts(data.weeks, weekAt(60));
    expect(musicYear(over, 2026, PARIS).before).toEqual({ year: 2025, plays: 52, weeks: 52 });
  });

  it('names artists new this year with the week they arrived, against the year before, across New Year', () => {
    const data = charts([week(-2, { Old: 5 }), week(-1, { 'late DECEMBER': 2 }), week(0, { Old: 1, 'Late December': 1, Fresh: 2 }), week(2, { Later: 7, fresh: 1 })], weekAt(3));
    const year = musicYear(data, 2026, PARIS);
    expect(year.newArtists?.map((a) => [a.name, a.arrived.week, a.plays])).toEqual([
      ['Fresh', 1, 3],
      ['Later', 3, 7],
    ]);
    // The first year kept has nothing to be measured against.
    expect(musicYear(data, 2025, PARIS).newArtists).toBeUndefined();
  });

  it('measures the longest gap and run across New Year', () => {
    // Plays up to mid-December, nothing over the holidays, then every week.
    const data = charts([week(-5, { A: 1 }), week(-4, { A: 1 }), week(-3, { A: 1 }), week(-2), week(2, { A: 1 }), week(3, { A: 1 })], weekAt(4));
    const year = musicYear(data, 2026, PARIS);
    expect(year.longestGap).toMatchObject({ weeks: 4, from: { year: 2025, week: 51 }, to: { year: 2026, week: 2 } });
    expect(year.longestRun).toMatchObject({ weeks: 2, from: { week: 3 }, to: { week: 4 } });
    expect(musicYear(data, 2025, PARIS).longestRun).toMatchObject({ weeks: 3 });
  });

  it('reads naturally with no play, one play, or one artist', () => {
    const none = musicYear(charts([week(0), week(1)], weekAt(2)), 2026, PARIS);
    expect(none).toMatchObject({ plays: 0, artists: [], busiest: undefined, longestRun: undefined, longestGap: { weeks: 2 } });
    expect(none.months).toEqual([{ month: 0, plays: 0 }]);
    const one = musicYear(charts([week(0, { Solo: 1 })], weekAt(1)), 2026, PARIS);
    expect(one).toMatchObject({ plays: 1, artistCount: 1, busiest: { week: 1 }, longestRun: { weeks: 1 }, longestGap: undefined });
  });

  it('finds what was played the same week a year ago, when the charts kept it', () => {
    const data = charts([week(-52, { Then: 3 }), week(0, { Now: 1 })], weekAt(1) + 1000);
    expect(sameWeekLastYear(data, PARIS)?.chart?.artists[0]?.name).toBe('Then');
    expect(sameWeekLastYear(charts([week(-51, { Then: 3 }), week(0, { Now: 1 })], weekAt(1)), PARIS)).toBeUndefined();
    expect(sameWeekLastYear(charts([week(-52), week(0, { Now: 1 })], weekAt(1)), PARIS)).toBeUndefined();
  });

  it('gives each year page its path in each locale', () => {
    expect(musicYearPath('en', 2026, '/')).toBe('/en/lab/year/2026/');
    expect(musicYearPath('fr', 2026, '/')).toBe('/lab/year/2026/');
    expect(musicYears(undefined, PARIS)).toEqual([]);
  });
});

describe('the weekly charts file', () => {
  it('reads back what it writes', () => {
    const data = charts([week(0, { A: 2, B: 1 }), week(1)], weekAt(2));
    expect(parseWeeklyCharts(JSON.parse(serializeWeeklyCharts(data)))).toEqual({ ok: true, value: data });
  });

  it('names the week and what is wrong', () => {
    const file = JSON.parse(serializeWeeklyCharts(charts([week(0, { A: 2 }), week(1, { B: 1 })])));
    file.weeks[1].artists[0] = ['B', 'one'];
    const result = parseWeeklyCharts(file);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toBe('week 2, from 2026-01-04: artists[0] must be [name, plays]');
    file.weeks[1] = { ...file.weeks[1], artists: [], to: file.weeks[1].from + 3600 };
    const short = parseWeeklyCharts(file);
    expect(!short.ok && short.error.message).toMatch(/^week 2, from 2026-01-04: "to" must be 7 days/);
    expect(parseWeeklyCharts({ weeks: [] }).ok).toBe(false);
  });

  it('takes a week from Last.fm’s answers: every play counted, the top kept, a list of one as Last.fm sends it', () => {
    const span = { from: weekAt(0), to: weekAt(1) };
    const artists = { weeklyartistchart: { artist: [{ name: 'A', playcount: '5' }, { name: 'B', playcount: '3' }, { name: 'C', playcount: '1' }], '@attr': {} } };
    const albums = { weeklyalbumchart: { album: { name: 'L', artist: { '#text': 'A', mbid: '' }, playcount: '5' } } };
    const tracks = { weeklytrackchart: { track: [] } };
    const result = weekFromAnswers(span, { artists, albums, tracks }, 2);
    expect(result).toEqual({
      ok: true,
      value: { ...span, plays: 9, artists: [{ name: 'A', plays: 5 }, { name: 'B', plays: 3 }], albums: [{ name: 'L', artist: 'A', plays: 5 }], tracks: [] },
    });
    expect(weekFromAnswers(span, { artists: {}, albums, tracks }).ok).toBe(false);
    expect(parseWeekList({ weeklychartlist: { chart: [{ from: '20', to: '30' }, { from: '10', to: '20' }] } })).toEqual({
      ok: true,
      value: [{ from: 10_000, to: 20_000 }, { from: 20_000, to: 30_000 }],
    });
  });
});
