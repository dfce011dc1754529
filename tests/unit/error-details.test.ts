import { describe, expect, it } from 'vitest';
import { errorDetail, errorMessage } from '../../src/lib/error-details';
import { latestReadings } from '../../src/lib/latest-readings';

describe('errorMessage', () => {
  it('reads the message of anything thrown', () => {
    expect(errorMessage(new TypeError(' boom '))).toBe('boom');
    expect(errorMessage('plain string')).toBe('plain string');
    expect(errorMessage({ message: 'from an object' })).toBe('from an object');
    expect(errorMessage(42)).toBe('');
    expect(errorMessage(null)).toBe('');
  });
});

describe('errorDetail', () => {
  it('gives the stack of an Error, which starts with its message', () => {
    const error = new Error('kaput');
    expect(errorDetail(error)).toBe(error.stack);
    expect(errorDetail(error).startsWith('Error: kaput')).toBe(true);
  });
  it('falls back to name and message without a stack', () => {
    const error = new RangeError('out');
    error.stack = undefined;
    expect(errorDetail(error)).toBe('RangeError: out');
  });
  it('prints other values as JSON or text', () => {
    expect(errorDetail({ code: 29 })).toBe('{\n  "code": 29\n}');
    expect(errorDetail('text')).toBe('text');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorDetail(cyclic)).toBe('[object Object]');
    expect(errorDetail(undefined)).toBe('undefined');
  });
});

describe('latestReadings', () => {
  const item = (name: string, status: 'read' | 'toRead', day: number) => ({
    name,
    status,
    lastEditedTime: new Date(Date.UTC(2026, 0, day)),
  });
  it('keeps read items only, newest last edit first, ties by name, at most count', () => {
    const items = [item('b', 'read', 3), item('a', 'read', 3), item('c', 'toRead', 9), item('d', 'read', 5), item('e', 'read', 1)];
    expect(latestReadings(items, 3).map((i) => i.name)).toEqual(['d', 'a', 'b']);
    expect(latestReadings(items, 0)).toEqual([]);
    expect(latestReadings([], 3)).toEqual([]);
  });
});
