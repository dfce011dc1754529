/**
 * The reading list's state and actions, outside React: the query, the pages shown and the full
 * list as nanostores; the actions `start`, `update`, `type`, `loadMore` and `retry`; the fetch of
 * the full list (once per page), the typing timers, the address and the history entries the list
 * writes. The island only renders these stores and calls these actions.
 */
import { atom } from 'nanostores';
import { clearFilters, CONTROL_FIELDS, FACET_KEYS, FACETS, QUERY_FIELDS, sameQuery, withControlValue, type FacetKey, type ReadingQuery } from '../../lib/readings/filters';
import { facetQuery, listPath, parseListPath, queryFacet, type Facet, type TagSlugs } from '../../lib/readings/paths';
import { parseQuery, serializeQuery } from '../../lib/readings/url-state';
import { parseReadingList } from '../../lib/readings/items';
import { type PreparedReadings } from '../../lib/readings/prepared';
import { type ReadingItem } from '../../lib/readings/model';
import type { Locale } from '../../i18n/locales';
import { liveFacetCounts } from '../../lib/readings/facet-counts';
import { browserEnv, type BrowserEnv } from '../../lib/browser/env';
import { ownHistory } from '../../lib/browser/own-history';

/** Typing writes the address once the visitor pauses, not on every character. */
export const TYPING_URL_DELAY = 400;
/**
 * While the visitor types, the list follows once keys pause this long: a keystroke only updates
 * the box (native, not React), so typing costs what a plain input costs.
 */
export const TYPING_LIST_DELAY = 180;

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** What the controller needs from the browser (src/lib/browser/env.ts). */
export type ExplorerEnv = Pick<BrowserEnv, 'fetch' | 'location' | 'history' | 'onTraverse' | 'setTimeout' | 'clearTimeout'>;

export interface ExplorerConfig {
  locale: Locale;
  /** Every tag in use (tags in an address that no item has are dropped), and each one's path segment. */
  tags: readonly string[];
  tagSlugs: TagSlugs;
  /** The static page the island was rendered on: its facet value and page number. */
  facet: Facet;
  page: number;
  /** The full list, `readings.json` under the site's base. */
  dataUrl: string;
}

/** Which pages of the query are shown: from `first`, `count` of them (Load more adds one). */
export interface PagesShown {
  first: number;
  count: number;
}

export interface ListState {
  state: LoadState;
  items: ReadingItem[] | null;
}

// The full list is fetched once per page load, whichever explorer asks first (per `fetch`, so that
// each test's fake starts afresh).
const requests = new WeakMap<ExplorerEnv['fetch'], Map<string, Promise<ReadingItem[]>>>();
function loadList(env: ExplorerEnv, url: string): Promise<ReadingItem[]> {
  const cache = requests.get(env.fetch) ?? new Map<string, Promise<ReadingItem[]>>();
  requests.set(env.fetch, cache);
  let request = cache.get(url);
  if (!request) {
    request = env
      .fetch(url, { headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then(parseReadingList);
    cache.set(url, request);
    // A failed request may be tried again.
    request.catch(() => cache.delete(url));
  }
  return request;
}

/** A form's values as URL parameters (its text fields; a form of this list has no file field). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return params;
}

/** What the form's controls show of a query, one line each (a change of it is the controls' to follow). */
export function controlState(query: ReadingQuery): string {
  return CONTROL_FIELDS.map((field) => field.controlIn(query)).join('\n');
}

/**
 * Sets each form control (named after its query field) to the query's value where it shows another:
 * the controls are uncontrolled (what was typed before hydration stays) and follow outside changes.
 */
export function syncControls(form: HTMLFormElement, query: ReadingQuery): void {
  for (const field of CONTROL_FIELDS) {
    const control = form.elements.namedItem(field.key);
    const value = field.controlIn(query);
    if ((control instanceof HTMLInputElement || control instanceof HTMLSelectElement) && value !== null && control.value !== value) control.value = value;
  }
}

/**
 * The query fields a visitor set in the form before the island was live (`params`: the form's
 * values), where they differ from the page's own query: they win over the address.
 */
export function typedBeforeLive(params: URLSearchParams, pageQuery: ReadingQuery): Partial<ReadingQuery> {
  const parsed = parseQuery(params);
  const typed: Partial<Record<keyof ReadingQuery, unknown>> = {};
  for (const field of QUERY_FIELDS) {
    if (params.has(field.key) && !field.sameIn(parsed, pageQuery)) typed[field.key] = field.valueIn(parsed);
  }
  return typed as Partial<ReadingQuery>;
}

/** How many items each facet value gives. */
export type FacetCounts = Record<FacetKey, Record<string, number>>;

/** How many items each facet value gives with `query`, as the filter sheet shows them. */
export function countsByFacet(prepared: PreparedReadings, query: ReadingQuery): FacetCounts {
  return liveFacetCounts(prepared, query);
}

const isFacetKey = (key: string): key is FacetKey => (FACET_KEYS as readonly string[]).includes(key);

export type Explorer = ReturnType<typeof createExplorer>;

export function createExplorer(config: ExplorerConfig, env: ExplorerEnv = browserEnv()) {
  const { locale, tags, tagSlugs, dataUrl } = config;
  const pageQuery = facetQuery(config.facet);
  const $query = atom<ReadingQuery>(pageQuery);
  const $pages = atom<PagesShown>({ first: config.page, count: 1 });
  const $list = atom<ListState>({ state: 'idle', items: null });
  /** True once started: the island renders the stores instead of the server's page. */
  const $live = atom(false);

  let urlTimer: number | undefined;
  let typingTimer: number | undefined;
  /** A run of typing writes one history entry, replaced while the run goes on. */
  let typingRun = false;
  const entries = ownHistory(env);

  /** The address of a query: its static page when it has one, else the list with a query string. */
  const urlOf = (query: ReadingQuery): string => {
    const own = queryFacet(query);
    return own === undefined ? `${listPath(locale)}${serializeQuery(query)}` : listPath(locale, { facet: own, slugs: tagSlugs });
  };

  /** The query and first page an address shows, or `undefined` for an address that is no list page. */
  const fromLocation = (): { query: ReadingQuery; page: number } | undefined => {
    const at = parseListPath(env.location.pathname, tagSlugs);
    if (!at) return undefined;
    const search = env.location.search;
    return search.length > 1 ? { query: parseQuery(search, { knownTags: tags }), page: 1 } : { query: facetQuery(at.facet), page: at.page };
  };

  const writeUrl = (query: ReadingQuery, typing: boolean) => {
    entries.write(`${urlOf(query)}${env.location.hash}`, typing && typingRun ? 'replace' : 'push');
    typingRun = typing;
  };

  const fetchList = () => {
    $list.set({ state: 'loading', items: $list.get().items });
    loadList(env, dataUrl).then(
      (items) => $list.set({ state: 'ready', items }),
      () => $list.set({ state: 'error', items: null }),
    );
  };

  const stopTimers = () => {
    env.clearTimeout(urlTimer);
    env.clearTimeout(typingTimer);
  };

  /** Sets the query; the address gets one history entry per change, one per typing run (after a pause). */
  const update = (next: ReadingQuery, { typing = false } = {}) => {
    if (sameQuery(next, $query.get())) return;
    $query.set(next);
    $pages.set({ first: 1, count: 1 });
    env.clearTimeout(urlTimer);
    if (typing) urlTimer = env.setTimeout(() => writeUrl(next, true), TYPING_URL_DELAY);
    else writeUrl(next, false);
  };

  /** A keystroke in the search box: the list follows once the keys pause. */
  const type = (search: string) => {
    env.clearTimeout(typingTimer);
    typingTimer = env.setTimeout(() => update({ ...$query.get(), search }, { typing: true }), TYPING_LIST_DELAY);
  };

  /** Back and Forward between states of the list (entries it wrote itself). */
  const traverse = () => {
    const next = fromLocation();
    if (!next) return false;
    stopTimers();
    typingRun = false;
    $pages.set({ first: next.page, count: 1 });
    $query.set(next.query);
  };

  /**
   * Goes live: the query of the address, with what the visitor set in the form before (`typed`)
   * winning over it; fetches the full list and follows Back and Forward. Returns the function that stops.
   */
  const start = (typed: Partial<ReadingQuery> = {}): (() => void) => {
    const at = fromLocation() ?? { query: pageQuery, page: config.page };
    const changed = Object.keys(typed).length > 0;
    const initial = { ...at.query, ...typed };
    $query.set(initial);
    $pages.set({ first: changed ? 1 : at.page, count: 1 });
    $live.set(true);
    entries.mark();
    fetchList();
    const stopTraverse = entries.follow(traverse);
    if (changed) writeUrl(initial, false);
    return () => {
      stopTraverse();
      stopTimers();
    };
  };

  /** One more page below the ones shown. */
  const loadMore = () => {
    const pages = $pages.get();
    $pages.set({ ...pages, count: pages.count + 1 });
  };

  /** A form control's new value (`key`: its name, a query field's key), read as the address would read it. */
  const setControl = (key: string, value: string) => {
    const next = withControlValue($query.get(), key, value);
    if (next) update(next);
  };

  /** Clear filters: every filter off, the search box emptied (sort and page size stay). */
  const clear = () => update(clearFilters($query.get()));

  /**
   * A facet link followed in place, from its `data-facet` and `data-value`: a sheet's chip
   * (`chip`) turns its value on or off, a card's adds it (a card's value already on changes
   * nothing). Returns whether the link is taken in place: not before the list is live, nor for
   * a link that is no facet's (those open their page).
   */
  const followFacet = (key: string | undefined, value: string | undefined, chip: boolean): boolean => {
    if (!$live.get() || !key || !value || !isFacetKey(key)) return false;
    const current = $query.get();
    const field = FACETS[key];
    if (chip || !field.isOnIn(current, value)) update(field.toggleIn(current, value));
    return true;
  };

  return { pageQuery, $query, $pages, $list, $live, start, update, type, setControl, loadMore, retry: fetchList, clear, followFacet, urlOf };
}
