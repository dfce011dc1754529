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

  it('without a key, makes its value once, at the first call (a promise too)', async () => {
    let calls = 0;
    const load = oncePerKey(async () => ({ call: ++calls }));
    expect(calls).toBe(0);
    const first = load();
    expect(load()).toBe(first);
    expect(await load()).toEqual({ call: 1 });
    expect(calls).toBe(1);
  });

  it('keeps nothing when making throws: the next call tries again', () => {
    let calls = 0;
    const flaky = oncePerKey(() => {
      if (++calls === 1) throw new Error('first');
      return calls;
    });
    expect(() => flaky()).toThrow('first');
    expect(flaky()).toBe(2);
    expect(flaky()).toBe(2);
  });
});
