import { describe, expect, it } from 'vitest';
import { addDays, checkTimeZone, dayDiff, dayPeriod, inPeriod, zoneCity, zonedParts } from '../../src/lib/zone';

describe('checkTimeZone', () => {
  it('keeps a zone Intl knows, and names the file to fix for any other', () => {
    expect(checkTimeZone('Europe/Paris', 'src/site.config.ts')).toBe('Europe/Paris');
    expect(() => checkTimeZone('Europe/Atlantis', 'src/site.config.ts')).toThrow(/^src\/site\.config\.ts: timeZone "Europe\/Atlantis"/);
    expect(() => checkTimeZone('', 'src/site.config.ts')).toThrow(/src\/site\.config\.ts/);
  });

  it('names the zone by its city', () => {
    expect(zoneCity('Europe/Paris')).toBe('Paris');
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});

describe('zonedParts', () => {
  it('reads the wall clock of the zone, across a daylight-saving change', () => {
    // Sunday 25 October 2026, 01:30 UTC: 03:30 in Paris (summer time) and, an hour later, 03:30 again (winter time).
    expect(zonedParts(Date.UTC(2026, 9, 25, 0, 30), 'Europe/Paris')).toEqual({ day: '2026-10-25', hour: 2, weekday: 6 });
    expect(zonedParts(Date.UTC(2026, 9, 25, 1, 30), 'Europe/Paris')).toEqual({ day: '2026-10-25', hour: 2, weekday: 6 });
    expect(zonedParts(Date.UTC(2026, 9, 25, 2, 30), 'Europe/Paris')).toEqual({ day: '2026-10-25', hour: 3, weekday: 6 });
    expect(zonedParts(Date.UTC(2026, 10, 22, 23, 30), 'Europe/Paris')).toEqual({ day: '2026-11-23', hour: 0, weekday: 0 });
    expect(zonedParts(Date.UTC(2026, 10, 22, 23, 30), 'UTC')).toEqual({ day: '2026-11-22', hour: 23, weekday: 6 });
  });
});

describe('days', () => {
  it('counts calendar days across months and years', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(dayDiff('2026-10-25', '2026-10-26')).toBe(1);
    expect(dayDiff('2026-11-22', '2026-08-25')).toBe(-89);
  });

  it('makes a period of whole days of the zone, ending with the day of its end', () => {
    const end = Date.UTC(2026, 10, 22, 23, 30); // 23 November in Paris
    const period = dayPeriod(end, 90, 'Europe/Paris');
    expect(period.days).toHaveLength(90);
    expect(period.last).toBe('2026-11-23');
    expect(period.first).toBe('2026-08-26');
    expect(inPeriod(Date.UTC(2026, 7, 25, 22, 30), period, 'Europe/Paris')).toBe(true); // 00:30 on 26 August in Paris
    expect(inPeriod(Date.UTC(2026, 7, 25, 21, 30), period, 'Europe/Paris')).toBe(false);
    expect(inPeriod(end + 1, period, 'Europe/Paris')).toBe(false);
    expect(inPeriod(undefined, period, 'Europe/Paris')).toBe(false);
    expect(inPeriod(Number.NaN, period, 'Europe/Paris')).toBe(false);
  });
});
