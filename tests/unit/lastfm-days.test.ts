import { describe, expect, it } from 'vitest';
import { dayKey, daysBetween, groupByDay } from '../../src/lib/lastfm/days';
import { formatDay, formatTimeOfDay } from '../../src/lib/lastfm/format';
import type { LabTrack } from '../../src/lib/lastfm/types';

const track = (name: string, iso?: string): LabTrack => ({ artist: 'A', name, loved: false, nowPlaying: !iso, ...(iso && { date: Date.parse(iso) }) });

describe('groupByDay', () => {
  const tracks = [
    track('now'),
    track('a', '2026-11-22T21:40:00Z'),
    track('b', '2026-11-22T00:10:00Z'),
    track('c', '2026-11-21T23:50:00Z'),
    track('d', '2026-11-20T08:00:00Z'),
  ];

  it('cuts the tracks into runs of one calendar day, in order, a track without date joining its run', () => {
    expect(groupByDay(tracks, 'UTC').map((g) => [g.day, g.tracks.map((t) => t.name).join('')])).toEqual([
      ['', 'now'],
      ['2026-11-22', 'ab'],
      ['2026-11-21', 'c'],
      ['2026-11-20', 'd'],
    ]);
    expect(groupByDay(tracks.slice(1), 'UTC').map((g) => g.tracks.length)).toEqual([2, 1, 1]);
  });

  it('follows the time zone: in Paris 23:50 UTC is the next day', () => {
    expect(groupByDay(tracks.slice(1), 'Europe/Paris').map((g) => [g.day, g.tracks.map((t) => t.name).join('')])).toEqual([
      ['2026-11-22', 'abc'],
      ['2026-11-20', 'd'],
    ]);
    expect(dayKey(Date.parse('2026-11-21T23:50:00Z'), 'Europe/Paris')).toBe('2026-11-22');
  });

  it('is empty for no track', () => {
    expect(groupByDay([], 'UTC')).toEqual([]);
  });
});

describe('days and times of day', () => {
  const date = Date.parse('2026-11-22T21:40:00Z');

  it('counts calendar days, not 24-hour spans', () => {
    expect(daysBetween(date, Date.parse('2026-11-23T00:05:00Z'), 'UTC')).toBe(1);
    expect(daysBetween(date, Date.parse('2026-11-22T23:59:00Z'), 'UTC')).toBe(0);
    expect(daysBetween(date, Date.parse('2026-11-25T12:00:00Z'), 'UTC')).toBe(3);
  });

  it('names today and yesterday when the clock is known, else the full date', () => {
    expect(formatDay(date, 'en-US', date + 60_000, 'UTC')).toBe('Today');
    expect(formatDay(date, 'fr-FR', Date.parse('2026-11-23T08:00:00Z'), 'UTC')).toBe('Hier');
    expect(formatDay(date, 'en-US', undefined, 'UTC')).toBe('Sunday, November 22, 2026');
    expect(formatDay(date, 'fr-FR', Date.parse('2026-11-25T08:00:00Z'), 'UTC')).toBe('dimanche 22 novembre 2026');
  });

  it('gives the time of day alone', () => {
    expect(formatTimeOfDay(date, 'en-US', 'UTC')).toBe('9:40 PM');
    expect(formatTimeOfDay(date, 'fr-FR', 'UTC')).toBe('21:40');
  });
});
