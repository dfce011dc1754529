import type { BrowserEnv } from './env.ts';

/**
 * The history entries an island writes for its own states (the reading list's queries, the lab's
 * pages), told apart from a fragment's: following `#history` adds an entry at the same path and
 * query, and Back to it must leave the island as it is. The address compared is the path and the
 * query, never the hash.
 */
export function ownHistory(env: Pick<BrowserEnv, 'location' | 'history' | 'onTraverse'>) {
  /** The path and query of the state shown. */
  let shown = '';
  const address = () => `${env.location.pathname}${env.location.search}`;
  return {
    /** Takes the address shown now as the island's state (when it starts, or after a page shown without writing). */
    mark: () => {
      shown = address();
    },
    /** Writes `url` as a new entry (`push`) or over the current one (`replace`), keeping the entry's state. */
    write: (url: string, how: 'push' | 'replace') => {
      if (how === 'push') env.history.pushState(env.history.state, '', url);
      else env.history.replaceState(env.history.state, '', url);
      shown = address();
    },
    /**
     * Calls `move` on Back and Forward to another path or query (not on a fragment's entry), which
     * returns `false` when the address is none of the island's: the state shown stays as it was.
     * Returns the function that stops.
     */
    follow: (move: () => boolean | void) =>
      env.onTraverse(() => {
        if (address() === shown) return;
        if (move() !== false) shown = address();
      }),
  };
}
