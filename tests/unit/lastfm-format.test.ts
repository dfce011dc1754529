import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime } from '../../src/lib/lastfm/format';

describe('formats', () => {
  it('formats the total per locale', () => {
    expect(formatCount(48213, 'en-US')).toBe('48,213');
    expect(formatCount(48213, 'fr-FR')).toBe('48\u202f213');
  });
});

describe('formatDateTime', () => {
  const date = Date.parse('2026-11-22T21:36:00Z');
  it('names the zone it was given (the reader’s clock may differ), not the reader’s own', () => {
    expect(formatDateTime(date, 'en-US', 'UTC')).toMatch(/^Nov 22, 2026, 9:36\sPM\u00a0UTC$/);
    expect(formatDateTime(date, 'fr-FR', 'UTC')).toBe('22 nov. 2026, 21:36\u00a0UTC');
    expect(formatDateTime(date, 'fr-FR')).not.toMatch(/UTC/);
  });
});
