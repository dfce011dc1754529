import { describe, expect, it } from 'vitest';
import { errorDetail, errorMessage } from '../../src/lib/error-details';

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
