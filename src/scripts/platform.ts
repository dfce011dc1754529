/**
 * Client behaviour shared by every page, run once per full page load (bundled, deferred):
 * loading bar on navigation and errors, focus after navigation, console greeting, new-build
 * detection, chunk-failure reload, and motion on the first scroll intent.
 */
import { APP_ERROR_EVENT } from '../lib/events';
import { watchChunkFailures } from './chunk-guard';
import { printGreeting } from './greeting';
import { loadingBar } from './loading-bar';
import { watchMotionIntent } from './motion';
import { watchNewBuild } from './version-check';

// Loading bar: a client-side navigation runs it; any application error turns it red.
let navigating = false;
document.addEventListener('astro:before-preparation', () => {
  navigating = true;
  loadingBar.start();
});
document.addEventListener('astro:after-swap', () => loadingBar.finish());
document.addEventListener('astro:page-load', () => {
  navigating = false;
});
window.addEventListener('error', () => loadingBar.fail());
window.addEventListener(APP_ERROR_EVENT, () => loadingBar.fail());
// When the visitor starts another navigation (a second click, or Back, while a page swaps in), the
// router skips the running view transition, whose `ready` then rejects (AbortError) with nobody
// listening: that is no failure. Heard from the swap on; before it, while navigating.
document.addEventListener('astro:before-swap', (event) => {
  event.viewTransition?.ready.catch(() => {});
});
window.addEventListener('unhandledrejection', (event) => {
  if (navigating && event.reason instanceof DOMException && event.reason.name === 'AbortError') {
    event.preventDefault();
    return;
  }
  loadingBar.fail();
});

// The persisted bar keeps its node across navigations; take the new page's label (locale).
document.addEventListener('astro:before-swap', (event) => {
  const next = event.newDocument.querySelector('[data-loading-bar]')?.getAttribute('aria-label');
  if (next) document.querySelector('[data-loading-bar]')?.setAttribute('aria-label', next);
});

// After a client-side navigation, focus goes to the new page's heading (the router announces its
// title), unless it sits in a persisted header control (the language switch keeps its focus).
let navigated = false;
document.addEventListener('astro:after-swap', () => {
  navigated = true;
});
document.addEventListener('astro:page-load', () => {
  if (!navigated) return;
  navigated = false;
  if (location.hash) return;
  if (document.activeElement?.closest('[data-astro-transition-persist]')) return;
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
});

const loadedAt = Date.now();
watchChunkFailures();
watchMotionIntent();
// The rest waits for an idle moment so that loading the page stays in short tasks.
const later = (job: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(job, { timeout: 2000 }) : setTimeout(job, 1);
later(() => watchNewBuild(loadedAt));
later(printGreeting);
