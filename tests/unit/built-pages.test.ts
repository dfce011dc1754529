import { describe, expect, it } from 'vitest';
import { eachLimited } from '../../src/integrations/built-pages';

describe('eachLimited', () => {
  it('runs every task once, never more than the limit at a time', async () => {
    const done: number[] = [];
    let running = 0;
    let most = 0;
    await eachLimited([...Array(50).keys()], 4, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n % 3));
      running--;
      done.push(n);
    });
    expect(done.sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
    expect(most).toBe(4);
  });

  it('does nothing on no items, and fails with the first failing task', async () => {
    await eachLimited([], 4, () => Promise.reject(new Error('never')));
    await expect(eachLimited([1, 2, 3], 2, async (n) => (n === 2 ? Promise.reject(new Error('two')) : undefined))).rejects.toThrow('two');
  });
});
