// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import intent from '../../src/directives/intent';

/** An island under `client:intent`, with a hydration the test settles by hand. */
function island() {
  document.body.innerHTML = '<astro-island><div class="root"></div></astro-island>';
  const el = document.querySelector('astro-island') as HTMLElement;
  const root = el.querySelector('.root') as HTMLElement;
  let fail: (error: Error) => void = () => {};
  const hydrate = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
  const load = vi.fn(async () => hydrate);
  intent(load, { name: 'intent', value: '' }, el);
  // Astro's own unmount listener is added when the island hydrates, after the directive's.
  const unmounted = vi.fn();
  el.addEventListener('astro:unmount', unmounted);
  return { el, root, load, hydrate, unmounted, fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The visitor acts, hydration starts, and the page is left before the island has mounted. */
async function leaveWhileHydrating(el: HTMLElement) {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  await settle();
  el.dispatchEvent(new CustomEvent('astro:unmount'));
}

describe('client:intent', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('loads nothing until the visitor acts, then hydrates once', async () => {
    const { load, hydrate } = island();
    await settle();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('takes a pointer that moves for activity, not one the browser moves in place', async () => {
    const { load } = island();
    window.dispatchEvent(new PointerEvent('pointermove', { movementX: 0, movementY: 0 }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new PointerEvent('pointermove', { movementX: 3, movementY: 1 }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds an unmount that comes while hydrating until the island marks itself mounted', async () => {
    const { el, root, unmounted } = island();
    await leaveWhileHydrating(el);
    await settle();
    expect(unmounted).not.toHaveBeenCalled();
    root.setAttribute('data-hydrated', '');
    await settle();
    expect(unmounted).toHaveBeenCalledTimes(1);
  });

  it('lets the held unmount through when the island shows its error screen instead', async () => {
    const { el, root, unmounted } = island();
    await leaveWhileHydrating(el);
    root.innerHTML = '<section data-error-screen></section>';
    await settle();
    expect(unmounted).toHaveBeenCalledTimes(1);
  });

  it('lets the held unmount through when hydration fails outright, and reports the error', async () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const { el, unmounted, fail } = island();
    await leaveWhileHydrating(el);
    fail(new Error('chunk failed'));
    await settle();
    vi.unstubAllGlobals();
    expect(unmounted).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith(new Error('chunk failed'));
  });

  it('passes an unmount straight through before hydration starts', () => {
    const { el, unmounted } = island();
    el.dispatchEvent(new CustomEvent('astro:unmount'));
    expect(unmounted).toHaveBeenCalledTimes(1);
  });
});
