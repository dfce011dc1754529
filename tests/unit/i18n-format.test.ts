import { describe, expect, it } from 'vitest';
import { formatDay, formatMinutes, formatNumber } from '../../src/i18n/format';

describe('formatNumber', () => {
  it('groups digits as each language writes them', () => {
    expect(formatNumber(48213, 'en')).toBe('48,213');
    expect(formatNumber(48213, 'fr')).toBe('48\u00a0213');
    expect(formatNumber(7, 'fr')).toBe('7');
  });
});

describe('formatMinutes', () => {
  // French keeps a number and its unit together (no-break spaces).
  it('writes a length in minutes under two hours, in hours and minutes from there, leaving out a zero part', () => {
    // “61 min”, not “1 h et 1 min”.
    expect(formatMinutes(61, 'fr')).toBe('61\u00a0min');
    expect(formatMinutes(83, 'en')).toBe('83 min');
    expect(formatMinutes(125, 'fr')).toBe('2\u202fh et 5\u00a0min');
    expect(formatMinutes(125, 'en')).toBe('2 hr, 5 min');
    expect(formatMinutes(45, 'fr')).toBe('45\u00a0min');
    expect(formatMinutes(45, 'en')).toBe('45 min');
    expect(formatMinutes(120, 'fr')).toBe('2\u202fh');
    expect(formatMinutes(120, 'en')).toBe('2 hr');
    expect(formatMinutes(6000, 'en')).toBe('100 hr');
  });
});

describe('formatDay', () => {
  // 23:30 UTC on 28 November is already the 29th in Paris, still the 28th in New York.
  const late = Date.UTC(2026, 10, 28, 23, 30);
  it('writes the day of a time on the clock of the site’s time zone, as each language does', () => {
    expect(formatDay(late, 'fr', 'Europe/Paris')).toBe('29 novembre 2026');
    expect(formatDay(late, 'en', 'Europe/Paris')).toBe('November 29, 2026');
    expect(formatDay(late, 'en', 'America/New_York')).toBe('November 28, 2026');
    expect(formatDay(new Date(late), 'fr', 'UTC')).toBe('28 novembre 2026');
  });
});
