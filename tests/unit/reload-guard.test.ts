import { describe, expect, it } from 'vitest';
import { mayReload, parseTimestamp, RELOAD_GUARD_WINDOW } from '../../src/lib/browser/reload-guard';

describe('reload guard', () => {
  const now = 1_800_000_000_000;

  it('allows the first reload', () => {
    expect(mayReload(now, null)).toBe(true);
  });

  it('refuses a second reload within 10 s', () => {
    expect(RELOAD_GUARD_WINDOW).toBe(10_000);
    expect(mayReload(now, now)).toBe(false);
    expect(mayReload(now + 9_999, now)).toBe(false);
  });

  it('allows one again once 10 s have passed', () => {
    expect(mayReload(now + 10_000, now)).toBe(true);
    expect(mayReload(now + 60_000, now)).toBe(true);
  });

  it('ignores a timestamp from the future (clock changed)', () => {
    expect(mayReload(now, now + 5_000)).toBe(true);
  });

  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['abc', null],
    ['12.5', null],
    ['-4', null],
    ['1e12', null],
    ['1800000000000', 1_800_000_000_000],
  ])('parses the stored value %j as %j', (raw, expected) => {
    expect(parseTimestamp(raw)).toBe(expected);
  });
});
