import { describe, expect, it } from 'vitest';
import { comparePeriods } from '../../src/lib/lastfm/compare';
import { cellsPath, clearLead, clockLevel, listeningClock } from '../../src/lib/lastfm/listening-clock';
import { rediscoveries } from '../../src/lib/lastfm/rediscover';
import { listeningStreaks } from '../../src/lib/lastfm/streaks';
import type { LabTrack } from '../../src/lib/lastfm/types';
import { dayPeriod } from '../../src/lib/zone';

const ZONE = 'Europe/Paris';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Sunday 22 November 2026, 22:40 in Paris. */
const END = Date.UTC(2026, 10, 22, 21, 40);
const PERIOD = dayPeriod(END, 90, ZONE);

const play = (artist: string, date: number | undefined, album?: string): LabTrack => ({
  artist,
  name: `${artist} song`,
  ...(album && { album }),
  loved: false,
  nowPlaying: date === undefined,
  ...(date !== undefined && { date }),
});
/** `n` plays of `artist`, a minute apart, from `date`. */
const plays = (artist: string, n: number, date: number, album?: string) => Array.from({ length: n }, (_, i) => play(artist, date + i * 60_000, album));
/** 12:00 in Paris, `ago` days before END's day. */
const noon = (ago: number) => Date.UTC(2026, 10, 22, 11) - ago * DAY;

describe('listeningClock', () => {
  it('counts by the owner’s weekday and hour, across the night the clocks go back', () => {
    const period = dayPeriod(Date.UTC(2026, 9, 26, 12), 7, ZONE);
    const clock = listeningClock(
      [
        play('Air', Date.UTC(2026, 9, 25, 0, 30)), // 02:30 summer time, Sunday
        play('Air', Date.UTC(2026, 9, 25, 1, 30)), // 02:30 again, winter time
        play('Air', Date.UTC(2026, 9, 25, 2, 30)), // 03:30
        play('Sade', Date.UTC(2026, 9, 25, 22, 30)), // 23:30 Sunday (22:30 UTC)
        play('Sade', Date.UTC(2026, 9, 25, 23, 30)), // 00:30 Monday
      ],
      period,
      ZONE,
    );
    expect(clock.grid[6]![2]).toBe(2);
    expect(clock.grid[6]![3]).toBe(1);
    expect(clock.grid[6]![23]).toBe(1);
    expect(clock.grid[0]![0]).toBe(1);
    expect(clock.total).toBe(5);
    expect(clock.max).toBe(2);
    expect(clock.busiestHour).toEqual({ hour: 2, count: 2 });
    expect(clock.busiestWeekday).toEqual({ weekday: 6, count: 4, clear: true });
  });

  it('and across the night they go forward', () => {
    const period = dayPeriod(Date.UTC(2026, 2, 30, 12), 3, ZONE);
    const clock = listeningClock([play('Air', Date.UTC(2026, 2, 29, 0, 30)), play('Air', Date.UTC(2026, 2, 29, 1, 30))], period, ZONE);
    expect(clock.grid[6]![1]).toBe(1); // 01:30 winter time
    expect(clock.grid[6]![3]).toBe(1); // 03:30 summer time: 02:xx never happened
    expect(clock.grid[6]![2]).toBe(0);
  });

  it('shades cells in five tones, the busiest darkest', () => {
    expect([0, 1, 25, 26, 100].map((n) => clockLevel(n, 100))).toEqual([0, 1, 1, 2, 4]);
    expect(clockLevel(3, 0)).toBe(0);
  });
});

describe('listeningStreaks', () => {
  it('runs across a month boundary, with the current run and the longest', () => {
    const tracks = [
      ...[27, 26, 25, 24].map((ago) => play('Air', noon(ago))), // 26–29 October: 4 days
      ...[23, 22, 21, 20, 19].map((ago) => play('Air', noon(ago))), // 30 October – 3 November: with the above, 9 days
      ...[2, 1, 0].map((ago) => play('Air', noon(ago))),
    ];
    const streaks = listeningStreaks(tracks, PERIOD, ZONE);
    expect(streaks.longest).toEqual({ from: '2026-10-26', to: '2026-11-03', days: 9 });
    expect(streaks.current).toEqual({ from: '2026-11-20', to: '2026-11-22', days: 3 });
    expect(streaks.active).toBe(12);
    expect(streaks.played).toHaveLength(90);
  });

  it('a run that ended yesterday is still going; one that ended before is not', () => {
    expect(listeningStreaks([play('Air', noon(1)), play('Air', noon(2))], PERIOD, ZONE).current).toEqual({ from: '2026-11-20', to: '2026-11-21', days: 2 });
    expect(listeningStreaks([play('Air', noon(2))], PERIOD, ZONE).current).toBeUndefined();
  });

  it('counts a day in the owner’s zone: 23:30 UTC is the next day in Paris', () => {
    const late = play('Air', Date.UTC(2026, 10, 21, 23, 30));
    expect(listeningStreaks([late], PERIOD, ZONE).current).toEqual({ from: '2026-11-22', to: '2026-11-22', days: 1 });
    expect(listeningStreaks([late], dayPeriod(END, 90, 'UTC'), 'UTC').current).toEqual({ from: '2026-11-21', to: '2026-11-21', days: 1 });
  });
});

describe('rediscoveries', () => {
  it('artists played often more than 30 days ago and not since, the most played first', () => {
    const tracks = [
      ...plays('Portishead', 12, noon(40)),
      ...plays('Sade', 10, noon(31)), // the threshold
      ...plays('Björk', 9, noon(60)), // one short
      ...plays('Air', 20, noon(50)),
      play('Air', noon(29)), // played since
      ...plays('Caribou', 30, noon(95)), // before the period
    ];
    expect(rediscoveries(tracks, PERIOD, ZONE)).toEqual([
      { artist: 'Portishead', count: 12, last: noon(40) + 11 * 60_000 },
      { artist: 'Sade', count: 10, last: noon(31) + 9 * 60_000 },
    ]);
    expect(rediscoveries(tracks, PERIOD, ZONE, { min: 9 }).map((r) => r.artist)).toEqual(['Portishead', 'Sade', 'Björk']);
    expect(rediscoveries(tracks, PERIOD, ZONE, { size: 1 })).toHaveLength(1);
  });
});

describe('comparePeriods', () => {
  it('ranks this month against the month before: new, up, down, the same, gone, and the total’s change', () => {
    const tracks = [
      // The 30 days to 22 November.
      ...plays('Air', 6, noon(1), 'Moon Safari'),
      ...plays('Sade', 5, noon(2), 'Diamond Life'),
      ...plays('Rosalía', 4, noon(3), 'Motomami'), // new
      ...plays('Björk', 1, noon(4)), // no album
      // The 30 days before.
      ...plays('Sade', 6, noon(35), 'Diamond Life'),
      ...plays('Air', 3, noon(36), 'Moon Safari'),
      ...plays('Björk', 2, noon(37)),
      ...plays('Caribou', 1, noon(38), 'Swim'), // gone
    ];
    const compared = comparePeriods(tracks, END, ZONE, 30, 5);
    expect(compared.current).toEqual({ first: '2026-10-24', last: '2026-11-22', total: 16 });
    expect(compared.previous).toEqual({ first: '2026-09-24', last: '2026-10-23', total: 12 });
    expect(compared.change).toBe(33);
    expect(compared.artists.map(({ name, count, before, rank, rankBefore, trend }) => [name, count, before, rank, rankBefore, trend])).toEqual([
      ['Air', 6, 3, 1, 2, 'up'],
      ['Sade', 5, 6, 2, 1, 'down'],
      ['Rosalía', 4, 0, 3, undefined, 'new'],
      ['Björk', 1, 2, 4, 3, 'down'],
    ]);
    expect(compared.albums.map((a) => [a.name, a.artist, a.trend])).toEqual([
      ['Moon Safari', 'Air', 'up'],
      ['Diamond Life', 'Sade', 'down'],
      ['Motomami', 'Rosalía', 'new'],
    ]);
    expect(compared.goneArtists).toEqual(['Caribou']);
    const same = comparePeriods([...plays('Air', 2, noon(1)), ...plays('Air', 2, noon(40))], END, ZONE);
    expect(same.artists[0]!.trend).toBe('same');
    expect(same.change).toBe(0);
  });

  it('has no change to give when the month before had no play', () => {
    const compared = comparePeriods(plays('Air', 3, noon(1)), END, ZONE);
    expect(compared.change).toBeUndefined();
    expect(compared.artists[0]!.trend).toBe('new');
  });
});

describe('bad input draws every section without an error', () => {
  const all = (tracks: LabTrack[]) => ({
    clock: listeningClock(tracks, PERIOD, ZONE),
    streaks: listeningStreaks(tracks, PERIOD, ZONE),
    rediscover: rediscoveries(tracks, PERIOD, ZONE),
    compare: comparePeriods(tracks, END, ZONE),
  });

  it('no track: nothing played in any period', () => {
    const { clock, streaks, rediscover, compare } = all([]);
    expect(clock.total).toBe(0);
    expect(clock.busiestHour).toBeUndefined();
    expect(streaks).toMatchObject({ active: 0 });
    expect(streaks.current).toBeUndefined();
    expect(streaks.longest).toBeUndefined();
    expect(rediscover).toEqual([]);
    expect(compare.current.total + compare.previous.total).toBe(0);
    expect(compare.change).toBeUndefined();
  });

  it('one track, tracks without a date or an album, dates that are not numbers', () => {
    const { clock, streaks, compare } = all([play('Air', noon(0)), play('Sade', undefined), { ...play('Björk', noon(1)), date: Number.NaN }]);
    expect(clock.total).toBe(1);
    expect(streaks.current).toEqual({ from: '2026-11-22', to: '2026-11-22', days: 1 });
    expect(compare.artists.map((a) => a.name)).toEqual(['Air']);
    expect(compare.albums).toEqual([]);
  });

  it('a gap of 40 days: no current run, the runs on either side', () => {
    const tracks = [...[45, 44].map((ago) => play('Air', noon(ago))), play('Air', noon(3))];
    const { streaks, compare } = all(tracks);
    expect(streaks.current).toBeUndefined();
    expect(streaks.longest).toEqual({ from: '2026-10-08', to: '2026-10-09', days: 2 });
    expect(compare.current.total).toBe(1);
    expect(compare.previous.total).toBe(2);
  });

  it('2,000 plays in a day', () => {
    const { clock, streaks, rediscover } = all(Array.from({ length: 2000 }, (_, i) => play('Air', noon(40) - 11 * HOUR + i * 20_000)));
    expect(clock.total).toBe(2000);
    expect(clock.busiestHour!.count).toBe(180);
    expect(streaks.longest!.days).toBe(1);
    expect(rediscover).toEqual([{ artist: 'Air', count: 2000, last: noon(40) - 11 * HOUR + 1999 * 20_000 }]);
  });
});

describe('cellsPath', () => {
  it('draws cells as one path, each move relative to the cell before', () => {
    expect(cellsPath([[0, 0], [0, 1], [2, 1]])).toBe('M0 0h9v9h-9zm0 10h9v9h-9zm20 0h9v9h-9z');
    expect(cellsPath([])).toBe('');
  });
});

describe('clearLead', () => {
  it('says a day leads only when it leads every other by 15 % or more', () => {
    expect(clearLead([100, 97, 50], 0)).toBe(false); // a 3 % lead
    expect(clearLead([115, 100, 50], 0)).toBe(true);
    expect(clearLead([4, 4], 0)).toBe(false);
    expect(clearLead([1, 0], 0)).toBe(true);
  });
});
