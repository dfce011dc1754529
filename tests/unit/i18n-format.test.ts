import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/i18n/format';

describe('formatNumber', () => {
  it('groups digits as each language writes them', () => {
    expect(formatNumber(48213, 'en')).toBe('48,213');
    expect(formatNumber(48213, 'fr')).toBe('48\u202f213');
    expect(formatNumber(7, 'fr')).toBe('7');
  });
});
