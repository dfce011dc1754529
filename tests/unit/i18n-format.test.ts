import { describe, expect, it } from 'vitest';
import { dateFormatter, formatDate, formatDateRange, formatDay, formatHour, formatList, formatMinutes, formatNumber, formatPercent, formatWeekday } from '../../src/i18n/format';

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

describe('the site’s date styles', () => {
  const day = Date.UTC(2026, 10, 29, 12);
  it('write each style as each language does, on the clock asked for', () => {
    expect(formatDate(day, 'fr', 'dayMonth')).toBe('29 novembre');
    expect(formatDate(day, 'en', 'dayMonth')).toBe('November 29');
    expect(formatDate(day, 'fr', 'shortDayMonth')).toBe('29 nov.');
    expect(formatDate(day, 'fr', 'monthYear')).toBe('novembre 2026');
    expect(formatDate(day, 'en', 'shortMonthYear')).toBe('Nov 2026');
    expect(formatDate(day, 'en', 'weekdayDayMonth')).toBe('Sun, Nov 29');
    expect(formatDate(Date.UTC(2026, 10, 28, 23, 30), 'fr', 'dayMonth', 'Europe/Paris')).toBe('29 novembre');
    expect(formatDateRange(Date.UTC(2026, 10, 2), day, 'fr', 'shortDayMonth')).toBe('2–29 nov.');
    expect(formatDateRange(Date.UTC(2026, 10, 30), Date.UTC(2026, 11, 2), 'en', 'shortDayMonth')).toBe('Nov 30\u2009–\u2009Dec 2');
    // One style in one language, for a template that writes many dates the same way.
    expect([day, Date.UTC(2026, 11, 2)].map(dateFormatter('fr', 'shortDayMonth'))).toEqual(['29 nov.', '2 déc.']);
  });

  it('name weekdays from Monday and hours of the day', () => {
    expect([0, 6].map((i) => formatWeekday(i, 'fr'))).toEqual(['lundi', 'dimanche']);
    expect(formatWeekday(0, 'en', 'shortWeekday')).toBe('Mon');
    expect(formatHour(14, 'en')).toBe('2 PM');
    expect(formatHour(14, 'fr')).toBe('14 h');
  });

  it('write shares as whole percentages, a change with its sign', () => {
    expect(formatPercent(0.123, 'en', { signed: true })).toBe('+12%');
    expect(formatPercent(-0.5, 'fr', { signed: true })).toBe('-50\u00a0%');
    expect(formatPercent(0, 'en', { signed: true })).toBe('0%');
    expect(formatPercent(0.4, 'en')).toBe('40%');
  });
});

describe('formatList', () => {
  it('joins names as each language does, with “and” or “or”', () => {
    expect(formatList(['A', 'B', 'C'], 'fr')).toBe('A, B et C');
    expect(formatList(['A', 'B'], 'en', 'disjunction')).toBe('A or B');
  });
});
