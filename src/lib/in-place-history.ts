/*
 * History entries an island writes and applies in place (the reading list's queries, the lab's
 * history pages) carry their owner in `history.state`. On Back or Forward to such an entry, the
 * before-paint script (which listens before the client router) asks the owner to apply the address;
 * when it does, the router does not load the page again.
 */

/** The `history.state` field naming the island that wrote the entry. */
export const IN_PLACE_KEY = 'inPlace';
/** The event (on `window`, cancelable, `detail`: the owner) asking the owner to apply the address. */
export const IN_PLACE_EVENT = 'in-place-traverse';

/** The owner of a history entry written in place, else `undefined`. */
export function inPlaceOwner(state: unknown, key: string): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const owner = (state as Record<string, unknown>)[key];
  return typeof owner === 'string' && owner !== '' ? owner : undefined;
}

/** `state` (the router's fields kept) marked as written in place by `owner`. */
export function inPlaceState(state: unknown, owner: string): Record<string, unknown> {
  return { ...(typeof state === 'object' && state !== null ? state : {}), [IN_PLACE_KEY]: owner };
}

/** Writes `url` as an entry of `owner`, a new one or in place of the current one. */
export function writeInPlace(owner: string, url: string, mode: 'push' | 'replace'): void {
  const state = inPlaceState(window.history.state, owner);
  if (mode === 'push') window.history.pushState(state, '', url);
  else window.history.replaceState(state, '', url);
}

/**
 * Makes the current entry `owner`'s, and applies Back and Forward to its entries with `apply`, which
 * returns whether it could (else the router loads the page). Returns the function that stops.
 */
export function ownHistory(owner: string, apply: () => boolean): () => void {
  window.history.replaceState(inPlaceState(window.history.state, owner), '');
  const listener = (event: Event) => {
    if ((event as CustomEvent<unknown>).detail === owner && apply()) event.preventDefault();
  };
  window.addEventListener(IN_PLACE_EVENT, listener);
  return () => window.removeEventListener(IN_PLACE_EVENT, listener);
}
