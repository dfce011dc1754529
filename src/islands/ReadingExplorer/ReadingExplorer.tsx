import type { MessageKey } from '../../i18n/translate';
import { useStore } from '@nanostores/react';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Locale } from '../../i18n/locales';
import { translate, type Messages } from '../../i18n/translate';
import {
  clearFilters,
  FACET_KEYS,
  FACETS,
  facetCounts,
  facetOptions,
  facetQuery,
  hasFilters,
  listPath,
  MAX_FACET_PAGES,
  PAGE_SIZES,
  parseListPath,
  parseQuery,
  parseReadingList,
  prepareReadings,
  queryFacet,
  sameQuery,
  searchIndex,
  selectReadings,
  serializeQuery,
  SORT_KEYS,
  summarize,
  type Facet,
  type FacetKey,
  type ReadingItem,
  type ReadingQuery,
} from '../../lib/readings';
import { $readingQuery } from '../../stores/readingQuery';
import type { ReadingIcons } from './icons';
import { FacetLink, ReadingCard, Svg, type T } from './parts';
import './ReadingExplorer.css';
import { withIslandErrorBoundary } from '../IslandErrorBoundary';
import { addressOf, writeHistory } from '../../lib/history';

/** How many items each facet value gives, as the server computed them for the page's query. */
export type FacetCounts = Record<FacetKey, Record<string, number>>;

export interface ReadingExplorerProps {
  locale: Locale;
  /** `readings.*` messages (and `meta.newTab`) for the locale. */
  messages: Messages;
  /** The facet value this static page shows (`null`: the whole list) and its page number. */
  facet: Facet;
  page: number;
  /** How many items the page's query matches. */
  total: number;
  /** Every tag in use, most used first. */
  tags: string[];
  counts: FacetCounts;
  icons: ReadingIcons;
  /** URL of the full list, `readings.json` under the site's base. */
  dataUrl: string;
  /** The page's cards, rendered on the server (they stay until the full list arrives). */
  children?: ReactNode;
}

type LoadState = 'idle' | 'loading' | 'ready' | 'error';

// The full list is fetched once per page load, whichever explorer instance asks first.
let listRequest: { url: string; promise: Promise<ReadingItem[]> } | null = null;
function loadList(url: string): Promise<ReadingItem[]> {
  if (listRequest?.url !== url) {
    const promise = fetch(url, { headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then(parseReadingList);
    listRequest = { url, promise };
    promise.catch(() => {
      if (listRequest?.promise === promise) listRequest = null;
    });
  }
  return listRequest.promise;
}

/** Typing writes the URL once the visitor pauses, not on every character. */
const TYPING_URL_DELAY = 400;

/**
 * While the visitor types, the list follows once keys pause this long: a keystroke only updates
 * the box (native, not React), so typing costs what a plain input costs.
 */
const TYPING_LIST_DELAY = 180;

const toRecord = (counts: Record<FacetKey, Map<string, number>>): FacetCounts =>
  Object.fromEntries(FACET_KEYS.map((key) => [key, Object.fromEntries(counts[key])])) as FacetCounts;

interface FacetSheetProps {
  query: ReadingQuery;
  counts: FacetCounts;
  tags: readonly string[];
  locale: Locale;
  t: T;
}

/** Status, type and tag links with their counts (a static page each; in place once live). */
const FacetGroups = memo(function FacetGroups({ query, counts, tags, locale, t }: FacetSheetProps) {
  const label = (key: FacetKey, option: string) => (key === 'tags' ? option : t(`readings.${key === 'status' ? 'status' : 'type'}.${option}` as MessageKey));
  return FACET_KEYS.map((key) => (
    <div key={key} className="re-facet" role="group" aria-labelledby={`re-facet-${key}`}>
      <p className="re-facet-title" id={`re-facet-${key}`}>
        {t(key === 'tags' ? 'readings.tags' : key === 'status' ? 'readings.statusLabel' : 'readings.typeLabel')}
      </p>
      <ul role="list">
        {facetOptions(key, tags).map((option) => (
          <li key={option}>
            <FacetLink
              facet={key}
              value={option}
              locale={locale}
              className="re-chip"
              current={FACETS[key].isOn(query[key] as never, option)}
            >
              <span>{label(key, option)}</span>
              <span className="re-chip-count">{counts[key][option] ?? 0}</span>
            </FacetLink>
          </li>
        ))}
      </ul>
    </div>
  ));
});

interface ResultsProps {
  items: readonly ReadingItem[];
  locale: Locale;
  t: T;
  icons: ReadingIcons;
  stale: boolean;
  busy: boolean;
  listRef: React.RefObject<HTMLUListElement | null>;
}

const Results = memo(function Results({ items, locale, t, icons, stale, busy, listRef }: ResultsProps) {
  return (
    <ul
      ref={listRef}
      className="re-list"
      role="list"
      aria-label={t('readings.results')}
      aria-busy={busy || undefined}
      data-stale={stale ? '' : undefined}
    >
      {items.map((item, index) => (
        <ReadingCard key={item.id} item={item} index={index} locale={locale} t={t} icons={icons} />
      ))}
    </ul>
  );
});

/**
 * The reading list: search, facets (status, type, tags), sort, page size and Load more over the
 * full list, with the query in the `readingQuery` store and the URL. It first renders what the
 * server rendered (a static list page, whose cards arrive as children), keeps what the visitor
 * typed or chose before it was live, then fetches the full list.
 */
function ReadingExplorer({ locale, messages, facet, page, total: pageTotal, tags, counts: pageCounts, icons, dataUrl, children }: ReadingExplorerProps) {
  const t: T = useCallback((key, vars) => translate(messages, locale, key, vars), [messages, locale]);
  const ids = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const sortRef = useRef<HTMLSelectElement>(null);
  const sizeRef = useRef<HTMLSelectElement>(null);
  const urlTimer = useRef<number | undefined>(undefined);
  const typingRef = useRef(false);
  const typingTimer = useRef<number | undefined>(undefined);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetRef = useRef<HTMLDetailsElement>(null);
  const focusFromRef = useRef<number | null>(null);

  const pageQuery = useMemo(() => facetQuery(facet), [facet]);
  /** The address the list shows (path and query), to tell its own history entries from a fragment's. */
  const addressRef = useRef('');
  const [mounted, setMounted] = useState(false);
  const [loadState, setLoadState] = useState<LoadState>('idle');
  const [items, setItems] = useState<ReadingItem[] | null>(null);
  const [firstPage, setFirstPage] = useState(page);
  const [pages, setPages] = useState(1);
  const stored = useStore($readingQuery);
  // Until mounted, render the server's query whatever the store holds (no hydration mismatch).
  const query = mounted ? stored : pageQuery;
  // The list, summary and counts follow a step behind the keys: typing stays cheap.
  const shownQuery = useDeferredValue(query);

  const fetchList = useCallback(() => {
    setLoadState('loading');
    loadList(dataUrl).then(
      (list) => {
        setItems(list);
        setLoadState('ready');
      },
      () => setLoadState('error'),
    );
  }, [dataUrl]);

  /** The query and first page an address shows, or `undefined` for an address that is no list page. */
  const fromLocation = useCallback((): { query: ReadingQuery; page: number } | undefined => {
    const at = parseListPath(window.location.pathname, tags);
    if (!at) return undefined;
    const search = window.location.search;
    return search.length > 1 ? { query: parseQuery(search, { knownTags: tags }), page: 1 } : { query: facetQuery(at.facet), page: at.page };
  }, [tags]);

  useEffect(() => {
    const at = fromLocation() ?? { query: pageQuery, page };
    // What the visitor typed or chose before the island was live wins over the address.
    const typed: Partial<ReadingQuery> = {};
    const search = searchRef.current?.value ?? '';
    if (search !== pageQuery.search) typed.search = search;
    const sort = parseQuery(`sort=${sortRef.current?.value ?? ''}`).sort;
    if (sort !== pageQuery.sort) typed.sort = sort;
    const size = parseQuery(`pageSize=${sizeRef.current?.value ?? ''}`).pageSize;
    if (size !== pageQuery.pageSize) typed.pageSize = size;
    const initial = { ...at.query, ...typed };
    $readingQuery.set(initial);
    setFirstPage(Object.keys(typed).length > 0 ? 1 : at.page);
    setMounted(true);
    setSheetOpen(Boolean(sheetRef.current?.open));
    fetchList();
    addressRef.current = addressOf(window.location);
    // Back and Forward between states of the list (entries it wrote itself): applied here.
    const onTraverse = () => {
      const next = addressOf(window.location) === addressRef.current ? undefined : fromLocation();
      if (!next) return;
      addressRef.current = addressOf(window.location);
      window.clearTimeout(urlTimer.current);
      window.clearTimeout(typingTimer.current);
      typingRef.current = false;
      setPages(1);
      setFirstPage(next.page);
      $readingQuery.set(next.query);
    };
    window.addEventListener('popstate', onTraverse);
    if (Object.keys(typed).length > 0) writeUrl(initial, false);
    return () => {
      window.removeEventListener('popstate', onTraverse);
      window.clearTimeout(urlTimer.current);
      window.clearTimeout(typingTimer.current);
    };
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Controls are uncontrolled (what was typed before hydration stays): follow outside changes.
  useEffect(() => {
    if (!mounted) return;
    if (searchRef.current && searchRef.current.value !== query.search) searchRef.current.value = query.search;
    if (sortRef.current) sortRef.current.value = query.sort;
    if (sizeRef.current) sizeRef.current.value = String(query.pageSize);
  }, [mounted, query.search, query.sort, query.pageSize]);

  const prepared = useMemo(() => (items ? prepareReadings(items, locale) : null), [items, locale]);
  // Build the search index while the browser is idle, so the first keystroke does not pay for it.
  useEffect(() => {
    if (!prepared || typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => searchIndex(prepared));
    return () => window.cancelIdleCallback(handle);
  }, [prepared]);
  const selection = useMemo(
    () => (prepared ? selectReadings(prepared, shownQuery, pages, firstPage) : null),
    [prepared, shownQuery, pages, firstPage],
  );
  // Counts are only computed while the filter sheet shows them.
  const liveCounts = useMemo(
    () => (prepared && sheetOpen ? toRecord(facetCounts(prepared, shownQuery)) : null),
    [prepared, shownQuery, sheetOpen],
  );

  /** The address of a query: its static page when it has one, else the list with a query string. */
  const urlOf = (next: ReadingQuery) => {
    const own = queryFacet(next);
    return own === undefined ? `${listPath(locale)}${serializeQuery(next)}` : listPath(locale, own);
  };
  function writeUrl(next: ReadingQuery, typing: boolean) {
    const url = `${urlOf(next)}${window.location.hash}`;
    writeHistory(url, typing && typingRef.current ? 'replace' : 'push');
    addressRef.current = addressOf(window.location);
    typingRef.current = typing;
  }

  /** Sets the query; the URL gets one history entry per change, one per typing run (after a pause). */
  const update = (next: ReadingQuery, typing = false) => {
    if (sameQuery(next, $readingQuery.get())) return;
    $readingQuery.set(next);
    setPages(1);
    setFirstPage(1);
    window.clearTimeout(urlTimer.current);
    if (typing) urlTimer.current = window.setTimeout(() => writeUrl(next, true), TYPING_URL_DELAY);
    else writeUrl(next, false);
  };
  /** Clear filters: a link to the unfiltered list, in place once live. */
  const clearHref = urlOf(clearFilters(query));
  const onClear = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!mounted) return;
    event.preventDefault();
    update(clearFilters($readingQuery.get()));
  };
  const clearLink = (
    <a className="button" data-variant="ghost" href={clearHref} onClick={onClear}>
      <Svg html={icons.clear} />
      {t('readings.clear')}
    </a>
  );

  /** Facet links (in the sheet and on cards) filter in place once the island is live. */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!mounted || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-facet]');
    const key = link?.dataset.facet as FacetKey | undefined;
    const option = link?.dataset.value;
    if (!link || !key || !option || !(FACET_KEYS as readonly string[]).includes(key)) return;
    event.preventDefault();
    const current = $readingQuery.get();
    const field = FACETS[key];
    const inSheet = link.classList.contains('re-chip');
    // A card's tag adds that filter; a sheet's chip turns it on or off.
    if (!inSheet && field.isOn(current[key] as never, option)) return;
    update({ ...current, [key]: field.toggle(current[key] as never, option) });
  };

  const isPageQuery = sameQuery(shownQuery, pageQuery) && firstPage === page;
  // Before the full list arrives, the server's page stands for its own query.
  const stale = !selection && !isPageQuery;
  const total = selection ? selection.total : pageTotal;
  const shownCount = selection ? selection.items.length : Math.max(0, Math.min(pageQuery.pageSize, pageTotal - (page - 1) * pageQuery.pageSize));
  const shownFirst = (firstPage - 1) * shownQuery.pageSize;
  const hasMore = total > shownFirst + shownCount;
  const counts = liveCounts ?? (isPageQuery ? pageCounts : null);

  useEffect(() => {
    const from = focusFromRef.current;
    if (from === null) return;
    focusFromRef.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${from}"] .re-name > *`)?.focus();
  }, [shownCount]);

  const nextFacet = queryFacet(shownQuery);
  // The next static page when there is one; else the address of this view (live in place).
  const nextPage = firstPage + pages;
  const nextHref =
    nextFacet === undefined || (nextFacet !== null && nextPage > MAX_FACET_PAGES)
      ? `${listPath(locale)}${serializeQuery(shownQuery)}`
      : listPath(locale, nextFacet, nextPage);
  const onLoadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!selection) return; // Not live yet: the link opens the next page.
    event.preventDefault();
    focusFromRef.current = shownCount;
    setPages((p) => p + 1);
  };

  const summary = useMemo(() => summarize(shownQuery, total, locale, t), [shownQuery, total, locale, t]);
  const status = stale ? t(loadState === 'error' ? 'readings.loadError' : 'readings.loading') : summary;

  const filtered = hasFilters(query);
  const activeCount = FACET_KEYS.reduce((n, key) => {
    const value = query[key];
    return n + (Array.isArray(value) ? value.length : value === null ? 0 : 1);
  }, 0);

  return (
    <div className="re" ref={rootRef} data-state={mounted ? loadState : 'server'} data-hydrated={mounted ? '' : undefined} onClick={onClick}>
      <form
        className="re-controls"
        role="search"
        aria-label={t('readings.filters')}
        action={listPath(locale)}
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="re-bar">
          <div className="re-field re-search re-js">
            <label htmlFor={`${ids}-search`}>{t('readings.search')}</label>
            <div className="re-input">
              <Svg html={icons.search} />
              <input
                ref={searchRef}
                id={`${ids}-search`}
                name="search"
                type="search"
                defaultValue={pageQuery.search}
                placeholder={t('readings.searchPlaceholder')}
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                onChange={(event) => {
                  const search = event.target.value;
                  window.clearTimeout(typingTimer.current);
                  typingTimer.current = window.setTimeout(
                    () => startTransition(() => update({ ...$readingQuery.get(), search }, true)),
                    TYPING_LIST_DELAY,
                  );
                }}
              />
            </div>
          </div>
          <details ref={sheetRef} className="re-sheet" onToggle={(event) => setSheetOpen(event.currentTarget.open)}>
            <summary className="button" data-variant="ghost">
              <Svg html={icons.filter} />
              <span>{t('readings.filters')}</span>
              {activeCount > 0 && (
                <span className="badge" data-tone="accent">
                  {t('readings.tagsSelected', { count: activeCount })}
                </span>
              )}
              <Svg html={icons.chevron} className="re-icon re-chevron" />
            </summary>
            <div className="re-sheet-body">
              <div className="re-selects re-js">
                <div className="re-field">
                  <label htmlFor={`${ids}-sort`}>{t('readings.sortLabel')}</label>
                  <select
                    ref={sortRef}
                    id={`${ids}-sort`}
                    name="sort"
                    defaultValue={pageQuery.sort}
                    onChange={(event) => update({ ...$readingQuery.get(), sort: parseQuery(`sort=${event.target.value}`).sort })}
                  >
                    {SORT_KEYS.map((key) => (
                      <option key={key} value={key}>
                        {t(`readings.sort.${key}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="re-field">
                  <label htmlFor={`${ids}-size`}>{t('readings.pageSize')}</label>
                  <select
                    ref={sizeRef}
                    id={`${ids}-size`}
                    name="pageSize"
                    defaultValue={pageQuery.pageSize}
                    onChange={(event) =>
                      update({ ...$readingQuery.get(), pageSize: parseQuery(`pageSize=${event.target.value}`).pageSize })
                    }
                  >
                    {PAGE_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              {counts && <FacetGroups query={shownQuery} counts={counts} tags={tags} locale={locale} t={t} />}
            </div>
          </details>
        </div>
      </form>

      <div className="re-status-bar">
        <p className="re-summary" role="status">
          {status}
        </p>
        {filtered && total > 0 && clearLink}
      </div>

      {loadState === 'error' && (
        <p className="re-notice" role={stale ? undefined : 'alert'}>
          {!stale && <span>{t('readings.loadError')}</span>}
          <button type="button" className="button" data-variant="ghost" onClick={fetchList}>
            <Svg html={icons.retry} />
            {t('readings.retry')}
          </button>
        </p>
      )}

      {total === 0 && (selection || isPageQuery) ? (
        <div className="re-empty">
          <p>{t('readings.empty')}</p>
          {filtered && clearLink}
        </div>
      ) : selection ? (
        <Results items={selection.items} locale={locale} t={t} icons={icons} stale={false} busy={false} listRef={listRef} />
      ) : (
        <div className="re-server" data-stale={stale ? '' : undefined} aria-busy={stale && loadState === 'loading' ? true : undefined}>
          {children}
        </div>
      )}

      {(hasMore || firstPage > 1) && !stale && (
        <nav className="re-more" aria-label={t('readings.pages')}>
          <p className="re-shown">{t('readings.shown', { shown: shownCount, total })}</p>
          <p className="re-pager">
            {firstPage > 1 && queryFacet(shownQuery) !== undefined && (
              <a className="button" data-variant="ghost" rel="prev" href={listPath(locale, nextFacet ?? null, firstPage - 1)}>
                {t('readings.previous')}
              </a>
            )}
            {hasMore && (
              <a className="button" rel="next" href={nextHref} onClick={onLoadMore}>
                {t('readings.loadMore')}
              </a>
            )}
          </p>
        </nav>
      )}
    </div>
  );
}

export default withIslandErrorBoundary(ReadingExplorer);
