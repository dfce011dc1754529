// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { BEFORE_PAINT_SCRIPTS } from '../../src/scripts/before-paint';
import { EARLY_INPUT, earlyInput } from '../../src/lib/browser/early-input';

const press = (target: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const click = (target: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('the before-paint script keeps what the visitor does before the islands are handed over', () => {
  beforeAll(() => {
    // The page's own script, as it runs in <head>.
    new Function(BEFORE_PAINT_SCRIPTS.page)();
    document.body.innerHTML =
      '<astro-island client="interaction"><button id="theme">Theme</button></astro-island>' +
      '<astro-island client="intent"><a id="more" href="#more">More</a></astro-island><p id="text">Text</p>';
  });

  it('holds a click or an action key on an island under client:interaction, for it to replay', () => {
    const kept = earlyInput();
    const button = document.querySelector('#theme')!;
    const island = button.closest('astro-island')!;
    const first = click(button);
    expect(first.defaultPrevented).toBe(true);
    expect(kept.reached.get(island)).toBe(first);
    const enter = press(button, 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(kept.reached.get(island), 'the last one is replayed').toBe(enter);
    expect(press(button, 'Tab').defaultPrevented, 'a key that does not act passes').toBe(false);
  });

  it('holds nothing elsewhere, nor once the island has been handed over', () => {
    const kept = earlyInput();
    expect(click(document.querySelector('#more')!).defaultPrevented, 'an island under another directive').toBe(false);
    expect(click(document.querySelector('#text')!).defaultPrevented, 'outside any island').toBe(false);
    const button = document.querySelector('#theme')!;
    kept.handed.add(button.closest('astro-island')!);
    expect(click(button).defaultPrevented).toBe(false);
  });

  it('keeps the last signs of activity anywhere, for client:intent', () => {
    const kept = earlyInput();
    kept.activity.length = 0;
    for (let i = 0; i < EARLY_INPUT.limit + 3; i++) window.dispatchEvent(new Event('wheel'));
    press(document.querySelector('#text')!, 'a');
    expect(kept.activity).toHaveLength(EARLY_INPUT.limit);
    expect(kept.activity.at(-1)?.type).toBe('keydown');
    window.dispatchEvent(new Event('resize'));
    expect(kept.activity.at(-1)?.type, 'not a sign of activity').toBe('keydown');
  });
});
