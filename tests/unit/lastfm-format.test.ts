import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRecent } from '../../src/lib/lastfm/format';

describe('formatDateTime', () => {
  const date = Date.parse('2026-11-22T21:36:00Z');
  it('says the time in the zone it is given, without naming it (the page names it once)', () => {
    expect(formatDateTime(date, 'en-US', 'Europe/Paris')).toMatch(/^Nov 22, 2026, 10:36\sPM$/);
    expect(formatDateTime(date, 'fr-FR', 'Europe/Paris')).toBe('22 nov. 2026, 22:36');
    expect(formatDateTime(date, 'fr-FR', 'UTC')).toBe('22 nov. 2026, 21:36');
  });
});

describe('formatRecent', () => {
  const now = Date.parse('2026-11-22T21:36:00Z');
  it('says how long ago a play of the last day was, and nothing for an older or a future one', () => {
    expect(formatRecent(now - 2 * 3_600_000 - 60_000, now, 'fr-FR')).toBe('il y a 2\u00a0h');
    expect(formatRecent(now - 5 * 60_000, now, 'en-US')).toBe('5 min. ago');
    expect(formatRecent(now - 23 * 3_600_000, now, 'en-US')).toBe('23 hr. ago');
    expect(formatRecent(now - 24 * 3_600_000, now, 'en-US')).toBeUndefined();
    expect(formatRecent(now + 60_000, now, 'en-US')).toBeUndefined();
  });
});
