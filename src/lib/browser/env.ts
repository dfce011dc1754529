/**
 * What the islands' controllers need from the browser, in one place: the window's by default,
 * fakes in unit tests. Every member reads `window` only when used, since islands are also rendered
 * on the server, where there is none.
 */
export interface BrowserEnv {
  fetch: typeof fetch;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'state' | 'pushState' | 'replaceState'>;
  /** Listens to `popstate`; returns the function that stops. */
  onTraverse: (listener: () => void) => () => void;
  /** Whether the tab is seen, and its changes (returns the function that stops). */
  visible: () => boolean;
  onVisibility: (listener: () => void) => () => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number | undefined) => void;
  setInterval: (callback: () => void, ms: number) => number;
  clearInterval: (id: number | undefined) => void;
}

export function browserEnv(): BrowserEnv {
  return {
    fetch: (input, init) => window.fetch(input, init),
    get location() {
      return window.location;
    },
    get history() {
      return window.history;
    },
    onTraverse: (listener) => {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
    visible: () => document.visibilityState !== 'hidden',
    onVisibility: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (id) => window.clearTimeout(id),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (id) => window.clearInterval(id),
  };
}
