import { mayReload, parseTimestamp, RELOAD_GUARD_KEY } from '../lib/browser/reload-guard';

function read(): string | null {
  try {
    return sessionStorage.getItem(RELOAD_GUARD_KEY);
  } catch {
    return null;
  }
}

/**
 * A script chunk that fails to load (usually: a new build replaced it) reloads the page, at most
 * once per 10 s; a second failure within that time stays visible as an error. While the page is
 * being left (`leaving`), a chunk that fails is no error (a browser may drop what the page asks
 * for then), and a reload would cancel the visitor's navigation.
 */
export function watchChunkFailures(leaving: () => boolean = () => false): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (leaving()) return event.preventDefault();
    const now = Date.now();
    if (!mayReload(now, parseTimestamp(read()))) return;
    try {
      sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
    } catch {
      // Without storage the guard cannot count reloads: leave the error visible.
      return;
    }
    event.preventDefault();
    location.reload();
  });
}
