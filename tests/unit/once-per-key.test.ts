import { describe, expect, it } from 'vitest';
import { oncePerKey } from '../../src/once-per-key';

describe('oncePerKey', () => {
  it('makes each key once and gives the same result after, undefined included', () => {
    const calls: string[] = [];
    const get = oncePerKey((key: string) => {
      calls.push(key);
      return key === 'none' ? undefined : { key };
    });
    const first = get('a');
    expect(get('a')).toBe(first);
    expect(get('b')).toEqual({ key: 'b' });
    expect(get('none')).toBeUndefined();
    expect(get('none')).toBeUndefined();
    expect(calls).toEqual(['a', 'b', 'none']);
  });
});
