import { describe, expect, it } from 'vitest';
import { SAMPLE_SNAPSHOT } from '../support/sample';
import {
  CHART_DAYS,
  listeningCharts,
  parseSnapshot,
  peakDay,
  type LabTrack,
} from '../../src/lib/lastfm';

const NOW = Date.UTC(2026, 10, 22, 21, 40);
const HOUR = 3_600_000;
const track = (artist: string, album: string | undefined, hoursAgo: number, cover?: string): LabTrack => ({
  artist,
  name: `${artist} song`,
  ...(album && { album }),
  ...(cover && { cover }),
  loved: false,
  nowPlaying: false,
  date: NOW - hoursAgo * HOUR,
});

describe('listeningCharts', () => {
  const tracks = [
    track('Air', 'Moon Safari', 1, 'https://lastfm.freetls.fastly.net/i/u/300x300/a.jpg'),
    track('Air', 'Moon Safari', 2),
    track('Air', 'Talkie Walkie', 25),
    track('Sade', 'Diamond Life', 26),
    track('Sade', undefined, 27),
    track('Björk', 'Homogenic', 24 * 29 + 21), // first day of the period, 00:40 UTC
    track('Caribou', 'Swim', 24 * 31), // before the period
    { ...track('Nina Simone', 'Pastel Blues', 0), date: undefined, nowPlaying: true },
  ];
  const charts = listeningCharts(tracks, NOW);

  it('counts scrobbles per day over the 30 days ending now, oldest first', () => {
    expect(charts.days).toHaveLength(CHART_DAYS);
    expect(charts.from).toBe(Date.UTC(2026, 9, 24, 12));
    expect(charts.to).toBe(Date.UTC(2026, 10, 22, 12));
    expect(charts.since).toBeLessThanOrEqual(Date.UTC(2026, 9, 24) - 14 * HOUR);
    expect(charts.days.map((d) => d.count)).toEqual([1, ...Array(27).fill(0), 3, 2]);
    expect(charts.total).toBe(6);
    expect(peakDay(charts.days)).toEqual({ day: '2026-11-21', start: Date.UTC(2026, 10, 21, 12), count: 3 });
    expect(peakDay(listeningCharts([], NOW).days)).toBeUndefined();
  });

  it('counts the days of the owner’s zone: 23:30 UTC is the next day in Paris', () => {
    const late = { ...track('Air', 'Moon Safari', 0), date: Date.UTC(2026, 10, 21, 23, 30) };
    expect(listeningCharts([late], NOW, 30, 8, 'UTC').days.at(-2)!.count).toBe(1);
    expect(listeningCharts([late], NOW, 30, 8, 'Europe/Paris').days.at(-1)!.count).toBe(1);
    // 00:40 UTC on the first day of the UTC period is 01:40 in Paris: still in it.
    expect(listeningCharts(tracks, NOW, 30, 8, 'Europe/Paris').days[0]!.count).toBe(1);
  });

  it('ranks artists and albums by plays, ties by name, albums with a cover of theirs', () => {
    expect(charts.artists).toEqual([
      { name: 'Air', count: 3 },
      { name: 'Sade', count: 2 },
      { name: 'Björk', count: 1 },
    ]);
    expect(charts.albums).toEqual([
      { name: 'Moon Safari', artist: 'Air', count: 2, cover: 'https://lastfm.freetls.fastly.net/i/u/300x300/a.jpg' },
      { name: 'Diamond Life', artist: 'Sade', count: 1 },
      { name: 'Homogenic', artist: 'Björk', count: 1 },
      { name: 'Talkie Walkie', artist: 'Air', count: 1 },
    ]);
    expect(listeningCharts(tracks, NOW, 30, 2).artists.map((a) => a.name)).toEqual(['Air', 'Sade']);
  });
});

// The sample the project ships with, while it is there (an owner's own snapshot is theirs to judge).
describe.runIf(SAMPLE_SNAPSHOT)('the shipped sample snapshot', () => {
  const snapshot = SAMPLE_SNAPSHOT!;
  it('says when it was taken and holds 90 days of plausible listening', () => {
    const parsed = parseSnapshot(snapshot);
    if (!parsed.ok) throw parsed.error;
    const { takenAt, tracks, nowPlaying } = parsed.value;
    expect(takenAt).toBe(Date.parse(snapshot.takenAt));
    expect(nowPlaying).toBeDefined();
    expect(tracks[0]!.date!).toBeLessThan(takenAt);
    const charts = listeningCharts(tracks, takenAt, 90, 8, 'Europe/Paris');
    expect(charts.days.filter((d) => d.count > 0).length).toBeGreaterThan(75);
    expect(charts.days[0]!.count).toBeGreaterThan(0);
    expect(charts.total).toBe(tracks.length);
    expect(charts.artists).toHaveLength(8);
    expect(charts.albums.filter((a) => a.cover).length).toBeGreaterThan(5);
    // Awake hours: next to nothing between 2 and 6 in the morning, in Paris.
    const hours = tracks.map((t) => Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' }).format(t.date)));
    expect(hours.filter((h) => h >= 2 && h < 6)).toEqual([]);
    // Weekends are busier than weekdays, per day.
    const weekend = tracks.filter((t) => ['Sat', 'Sun'].includes(new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Europe/Paris' }).format(t.date))).length;
    expect(weekend / 2).toBeGreaterThan((tracks.length - weekend) / 5);
  });

  it('is refused without a valid time', () => {
    const { takenAt: _, ...withoutTime } = snapshot;
    const result = parseSnapshot(withoutTime);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('malformed');
  });
});
