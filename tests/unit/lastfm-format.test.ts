import { describe, expect, it } from 'vitest';
import { formatCount, formatRelative, scrobbleTime } from '../../src/lib/lastfm/format';

/** What the page shows for a scrobble. */
const text = (date: number, languageTag: string, now?: number, timeZone?: string) => scrobbleTime(date, languageTag, now, timeZone).text;

describe('formats', () => {
  const now = Date.UTC(2026, 10, 22, 21, 40);
  const minutes = (n: number) => now - n * 60_000;

  it('formats the total per locale', () => {
    expect(formatCount(48213, 'en-US')).toBe('48,213');
    expect(formatCount(48213, 'fr-FR')).toBe('48\u202f213');
  });

  it('shows scrobbles of the last 7 days as relative times, with the absolute time beside', () => {
    expect(text(now - 20_000, 'en-US', now)).toBe('20 seconds ago');
    expect(text(now, 'en-US', now)).toBe('now');
    expect(text(minutes(4), 'en-US', now)).toBe('4 minutes ago');
    expect(text(minutes(4), 'fr-FR', now)).toBe('il y a 4 minutes');
    expect(text(minutes(60), 'en-US', now)).toBe('1 hour ago');
    expect(text(minutes(120), 'fr-FR', now)).toBe('il y a 2 heures');
    expect(text(minutes(23 * 60 + 50), 'fr-FR', now)).toBe('hier');
    expect(text(minutes(30 * 60), 'en-US', now)).toBe('yesterday');
    expect(text(minutes(3 * 24 * 60), 'fr-FR', now)).toBe('il y a 3 jours');
    expect(formatRelative(minutes(7 * 24 * 60), now, 'en-US')).toBeUndefined();
    expect(formatRelative(now + 5 * 60_000, now, 'en-US')).toBeUndefined();
    expect(scrobbleTime(minutes(4), 'en-US', now, 'UTC')).toEqual({
      iso: '2026-11-22T21:36:00.000Z',
      text: '4 minutes ago',
      absolute: 'Nov 22, 2026, 9:36 PM',
      relative: true,
    });
  });

  it('shows older scrobbles, and every scrobble before the clock is known, as a date', () => {
    const older = minutes(7 * 24 * 60 + 1);
    expect(text(older, 'en-US', now, 'UTC')).toBe('Nov 15, 2026, 9:39 PM');
    expect(text(older, 'fr-FR', now, 'UTC')).toBe('15 nov. 2026, 21:39');
    expect(text(minutes(4), 'en-US', undefined, 'UTC')).toBe('Nov 22, 2026, 9:36 PM');
    expect(scrobbleTime(minutes(4), 'fr-FR', undefined, 'UTC').relative).toBe(false);
  });
});
