import { createLoadingBarMachine, type LoadingBarView } from '../lib/browser/loading-bar';

/**
 * The 3 px loading bar above the page. Other code only uses this interface: `start()` when
 * something starts loading, `finish()` when it is done, `fail()` to show the error colour, `reset()`
 * to hide it at once.
 */
export interface LoadingBar {
  start(): void;
  finish(): void;
  fail(): void;
  /** Hides it at once, whatever it was showing. */
  reset(): void;
}

const SELECTOR = '[data-loading-bar]';
/** Repaint period while loading; the CSS transition smooths the steps. */
const STEP = 100;
let timer = 0;

function paint(view: LoadingBarView): void {
  const bar = document.querySelector<HTMLElement>(SELECTOR);
  if (!bar) return;
  bar.dataset.state = view.phase;
  bar.setAttribute('aria-hidden', String(!view.visible));
  bar.setAttribute('aria-valuenow', String(Math.round(view.progress)));
  bar.style.setProperty('--loading-progress', String(view.progress / 100));
}

function render(view: LoadingBarView): void {
  paint(view);
  window.clearTimeout(timer);
  // While loading, the estimate creeps on by itself: repaint until the phase changes.
  if (view.phase === 'loading') {
    const tick = () => {
      const next = machine.view();
      paint(next);
      if (next.phase === 'loading') timer = window.setTimeout(tick, STEP);
    };
    timer = window.setTimeout(tick, STEP);
  }
}

const machine = createLoadingBarMachine(render, {
  now: () => performance.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
});

export const loadingBar: LoadingBar = {
  start: () => machine.start(),
  finish: () => machine.finish(),
  fail: () => machine.fail(),
  reset: () => machine.reset(),
};
