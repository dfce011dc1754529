import { describe, expect, it } from 'vitest';
import {
  dueForCheck,
  isNewBuild,
  parseBuildInfo,
  VERSION_CHECK_INTERVAL,
  VERSION_CHECK_MIN_GAP,
} from '../../src/lib/build-version';

describe('build version', () => {
  it('polls hourly and at most once a minute', () => {
    expect(VERSION_CHECK_INTERVAL).toBe(3_600_000);
    expect(VERSION_CHECK_MIN_GAP).toBe(60_000);
  });

  it('reads a latest-build file', () => {
    expect(parseBuildInfo({ id: 'mwt2-3e09', time: '2026-11-23T09:00:00.000Z' })).toEqual({
      id: 'mwt2-3e09',
      time: '2026-11-23T09:00:00.000Z',
    });
    expect(parseBuildInfo({ id: 'abc' })).toEqual({ id: 'abc', time: '' });
  });

  it.each([null, undefined, 'abc', 42, [], {}, { id: 42 }, { id: '' }, { id: '<script>' }, { id: 'x'.repeat(65) }])(
    'rejects %j',
    (value) => {
      expect(parseBuildInfo(value)).toBeNull();
    },
  );

  it('sees a new build only when both ids are known and differ', () => {
    expect(isNewBuild('a', { id: 'b', time: '' })).toBe(true);
    expect(isNewBuild('a', { id: 'a', time: '' })).toBe(false);
    expect(isNewBuild('a', null)).toBe(false);
    expect(isNewBuild(undefined, { id: 'b', time: '' })).toBe(false);
    expect(isNewBuild('', { id: 'b', time: '' })).toBe(false);
  });

  it('checks again only after the minimum gap', () => {
    const t = 1_000_000;
    expect(dueForCheck(t + 59_999, t)).toBe(false);
    expect(dueForCheck(t + 60_000, t)).toBe(true);
    expect(dueForCheck(t - 1, t)).toBe(true);
  });
});
