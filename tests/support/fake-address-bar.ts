import type { BrowserEnv } from '../../src/lib/browser/env';

/**
 * A browser's address bar and session history for the islands' controllers in unit tests:
 * `pushState`/`replaceState` write entries, Back and Forward move through them and fire
 * `popstate`, and a fragment followed adds an entry at the same address.
 */
export function fakeAddressBar(url: string) {
  const location = { pathname: '', search: '', hash: '' };
  const go = (to: string) => {
    const parsed = new URL(to, 'https://site.example');
    Object.assign(location, { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash });
  };
  go(url);
  const entries = [url];
  let index = 0;
  const listeners = new Set<() => void>();
  const traverse = (delta: number) => {
    index += delta;
    go(entries[index]!);
    for (const listener of listeners) listener();
  };
  const env: Pick<BrowserEnv, 'location' | 'history' | 'onTraverse'> = {
    location,
    history: {
      state: null,
      pushState: (_state, _unused, to) => {
        entries.splice(index + 1, Infinity, String(to));
        index += 1;
        go(String(to));
      },
      replaceState: (_state, _unused, to) => {
        entries[index] = String(to);
        go(String(to));
      },
    },
    onTraverse: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    env,
    entries: () => entries.slice(),
    address: () => `${location.pathname}${location.search}`,
    back: () => traverse(-1),
    forward: () => traverse(1),
    fragment: (hash: string) => {
      entries.splice(index + 1, Infinity, `${location.pathname}${location.search}${hash}`);
      traverse(1);
    },
  };
}
