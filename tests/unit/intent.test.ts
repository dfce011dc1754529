// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import intent from '../../src/scripts/directives/intent';
import { STYLESHEETS_APPLIED } from '../../src/lib/browser/stylesheets-applied';
import { earlyInput } from '../../src/lib/browser/early-input';

/** An island under `client:intent`, with a hydration the test settles by hand. */
function island() {
  document.body.innerHTML = '<astro-island><div class="root"></div></astro-island>';
  const el = document.querySelector('astro-island') as HTMLElement;
  const root = el.querySelector('.root') as HTMLElement;
  let fail: (error: Error) => void = () => {};
  const hydrate = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
  const load = vi.fn(async () => hydrate);
  intent(load, { name: 'intent', value: '' }, el);
  return { el, root, load, hydrate, fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client:intent', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    // The page's stylesheets have applied, as they have a moment after its first paint.
    document.documentElement.setAttribute(STYLESHEETS_APPLIED, '');
  });

  it('draws once the page’s stylesheets have applied: its code is fetched meanwhile', async () => {
    document.documentElement.removeAttribute(STYLESHEETS_APPLIED);
    const { load, hydrate } = island();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate, 'not before the stylesheets').not.toHaveBeenCalled();
    document.documentElement.setAttribute(STYLESHEETS_APPLIED, '');
    document.dispatchEvent(new Event(STYLESHEETS_APPLIED));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
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

  it('reports a hydration that fails outright as an uncaught error', async () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const { fail } = island();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await settle();
    fail(new Error('chunk failed'));
    await settle();
    vi.unstubAllGlobals();
    expect(reported).toHaveBeenCalledWith(new Error('chunk failed'));
  });

  it('weighs the activity kept before the island was handed over (the directive comes after the paint)', async () => {
    const early = earlyInput();
    document.body.innerHTML = '<a href="/about/">About</a><astro-island></astro-island>';
    // Heading for a link elsewhere, then a pointer the browser moved in place: neither counts.
    const link = new PointerEvent('pointerdown', { bubbles: true });
    document.querySelector('a')!.dispatchEvent(link);
    early.activity.push(link, new PointerEvent('pointermove', { movementX: 0, movementY: 0 }));
    const load = vi.fn(async () => async () => {});
    intent(load, { name: 'intent', value: '' }, document.querySelector('astro-island')!);
    await settle();
    expect(load).not.toHaveBeenCalled();

    document.body.innerHTML = '<astro-island></astro-island>';
    early.activity.push(new KeyboardEvent('keydown', { key: 'a' }));
    const woken = vi.fn(async () => async () => {});
    intent(woken, { name: 'intent', value: '' }, document.querySelector('astro-island')!);
    await settle();
    expect(woken).toHaveBeenCalledTimes(1);
    early.activity.length = 0;
  });

  it('does not hydrate when the visitor reaches for a link elsewhere on the page', async () => {
    const { load } = island();
    document.body.insertAdjacentHTML('beforeend', '<a href="/about/">About</a>');
    document.querySelector('a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });
});
