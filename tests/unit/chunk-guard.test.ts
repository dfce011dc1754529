// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { watchChunkFailures } from '../../src/scripts/chunk-guard';
import { RELOAD_GUARD_KEY } from '../../src/lib/browser/reload-guard';

describe('a chunk that fails to load', () => {
  it('while the page is being left, is no error and reloads nothing (a reload would cancel the navigation)', () => {
    let leaving = true;
    watchChunkFailures(() => leaving);
    sessionStorage.removeItem(RELOAD_GUARD_KEY);
    const failed = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(failed);
    expect(failed.defaultPrevented, 'swallowed').toBe(true);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY), 'no reload counted').toBeNull();

    leaving = false;
    const again = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(again);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY), 'the reload is counted').not.toBeNull();
  });
});
