// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchChunkFailures } from '../../src/scripts/chunk-guard';
import { RELOAD_GUARD_KEY } from '../../src/lib/browser/reload-guard';

const failChunk = () => {
  const failed = new Event('vite:preloadError', { cancelable: true });
  Object.assign(failed, { payload: new Error('chunk gone') });
  window.dispatchEvent(failed);
  return failed;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a chunk that fails to load', () => {
  let leaving = false;
  let served: string | null = 'build-1';
  const reported: unknown[] = [];
  document.head.innerHTML = '<meta name="build-id" content="build-1">';
  vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
  watchChunkFailures(() => leaving, async () => served);
  afterEach(() => {
    sessionStorage.removeItem(RELOAD_GUARD_KEY);
    reported.length = 0;
  });

  it('while the page is being left, is no error and reloads nothing (a reload would cancel the navigation)', async () => {
    leaving = true;
    expect(failChunk().defaultPrevented, 'swallowed').toBe(true);
    await settle();
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY), 'no reload counted').toBeNull();
    expect(reported).toEqual([]);
    leaving = false;
  });

  it('with the same build still served (a dropped load, the network), stays an error and reloads nothing', async () => {
    served = 'build-1';
    failChunk();
    await settle();
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull();
    expect(reported).toEqual([new Error('chunk gone')]);
  });

  it('when the build served cannot be read, stays an error and reloads nothing', async () => {
    served = null;
    failChunk();
    await settle();
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull();
    expect(reported.length).toBe(1);
  });

  it('after a new deployment, reloads once, then a second failure within 10 s stays an error', async () => {
    served = 'build-2';
    failChunk();
    await settle();
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY), 'the reload is counted').not.toBeNull();
    expect(reported).toEqual([]);
    failChunk();
    await settle();
    expect(reported.length).toBe(1);
  });
});
