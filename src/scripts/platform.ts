/**
 * Client behaviour shared by every page, run once per document (a deferred module script): the
 * stylesheets asked for after the first paint, the typeface fetched once the page has loaded (for
 * the next pages), the loading bar on navigation and errors, the console greeting, the language
 * links' query, chunk-failure reload, motion on the first scroll intent, taps on Load more kept
 * while its list wakes (./held-taps.ts), and the islands' runtime and directives asked for after
 * the first paint (./islands.ts).
 * Pages change by ordinary document loads; this script never holds one up.
 */
import { APP_ERROR_EVENT } from '../lib/browser/events';
import { startsNavigation, type NavigationStart } from '../lib/browser/navigation-start';
import { watchChunkFailures } from './chunk-guard';
import { printGreeting } from './greeting';
import { keepQueryInLanguageLinks } from './language-links';
import { loadingBar } from './loading-bar';
import { watchMotionIntent } from './motion';
import { holdTaps } from './held-taps';
import { loadStylesheets } from './stylesheets';
import { fetchTypefaceForNextPages } from '../lib/browser/typeface';
import { afterFirstPaint } from '../lib/browser/after-paint';
// The file the pages' @font-face names (Base.astro imports it the same way: one hashed asset).
import typefaceFile from '../assets/fonts/inter-latin-wght-400-850.woff2?url';

loadStylesheets();
void fetchTypefaceForNextPages(typefaceFile);
// The islands' runtime and directives, with the stylesheets (./islands.ts).
afterFirstPaint(() => void import('./islands'));

// Loading bar: runs on this page from the moment a navigation to another document starts until
// the next page replaces it (a page served from a prefetch comes within the throttle: nothing shows).
let leaving = false;
const start = (navigation: NavigationStart) => {
  if (!startsNavigation(navigation, location.href)) return;
  leaving = true;
  loadingBar.start();
};
interface NavigateEvent extends Event {
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
  readonly downloadRequest: string | null;
  readonly hashChange: boolean;
}
const navigation = (window as { navigation?: EventTarget }).navigation;
if (navigation) {
  // The Navigation API sees every navigation this page starts: links, forms, scripts.
  navigation.addEventListener('navigate', (event) => {
    const { destination, downloadRequest, hashChange } = event as NavigateEvent;
    start({ url: destination.url, sameDocument: destination.sameDocument || hashChange, download: downloadRequest !== null });
  });
} else {
  // Elsewhere, what starts most of them: a link followed, a form sent (what no script prevented).
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, location.href);
    start({ url: url.href, sameDocument: url.hash !== '' && url.href.split('#')[0] === location.href.split('#')[0], download: link.hasAttribute('download') });
  });
  window.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || event.defaultPrevented || (form.target && form.target !== '_self')) return;
    start({ url: new URL(form.action || location.href, location.href).href, sameDocument: false, download: false });
  });
}
// Back to a page kept in the back/forward cache: it shows as it was left, bar included.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  leaving = false;
  loadingBar.reset();
});
window.addEventListener('error', () => loadingBar.fail());
window.addEventListener(APP_ERROR_EVENT, () => loadingBar.fail());
window.addEventListener('unhandledrejection', () => loadingBar.fail());

watchChunkFailures(() => leaving);
keepQueryInLanguageLinks();
watchMotionIntent();
holdTaps();
printGreeting();
document.documentElement.dataset.platform = 'ready';
