/**
 * History entries an island writes for its own states (the reading list's queries, the lab's history
 * pages): same-document entries, which the island applies itself on `popstate`. The state object is
 * kept as the browser has it.
 */
export function writeHistory(url: string, mode: 'push' | 'replace'): void {
  if (mode === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
}

/** The part of the address an island's state lives in: path and query, not the fragment. */
export const addressOf = (location: Pick<Location, 'pathname' | 'search'>): string => `${location.pathname}${location.search}`;
