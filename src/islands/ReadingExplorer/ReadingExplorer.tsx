import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { Locale } from '../../i18n/locales';
import { translate, type Messages } from '../../i18n/translate';
import {
  clearFilters,
  DEFAULT_QUERY,
  hasFilters,
  isPageSize,
  isReadingStatus,
  isReadingType,
  isSortKey,
  PAGE_SIZES,
  parseQuery,
  parseReadingList,
  prepareReadings,
  READING_STATUSES,
  READING_TYPES,
  sameQuery,
  searchIndex,
  selectReadings,
  serializeQuery,
  SORT_KEYS,
  summarize,
  type ReadingItem,
  type ReadingQuery,
} from '../../lib/readings';
import { $readingQuery } from '../../stores/readingQuery';
import type { ReadingIcons } from './icons';
import { ReadingCard, Svg, type T } from './parts';
import './ReadingExplorer.css';
import { withIslandErrorBoundary } from '../IslandErrorBoundary';

export interface ReadingExplorerProps {
  locale: Locale;
  /** `readings.*` messages (and `meta.newTab`) for the locale. */
  messages: Messages;
  /** The first page for the default query, as the server rendered it. */
  initialItems: ReadingItem[];
  /** How many items the default query matches (the whole list). */
  initialTotal: number;
  /** Every tag in use, with its number of items. */
  tags: { tag: string; count: number }[];
  icons: ReadingIcons;
  /** URL of the full list, `readings.json` under the site's base. */
  dataUrl: string;
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

/**
 * The reading list: search, tags, status, type, sort, page size and Load more over the full list,
 * with the query in the `readingQuery` store and the URL. It first renders exactly what the server
 * rendered (the first page of the default query), then applies the URL and fetches the full list.
 */
function ReadingExplorer({
  locale,
  messages,
  initialItems,
  initialTotal,
  tags,
  icons,
  dataUrl,
}: ReadingExplorerProps) {
  const t: T = useCallback((key, vars) => translate(messages, locale, key, vars), [messages, locale]);
  const ids = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typingRef = useRef(false);
  const focusFromRef = useRef<number | null>(null);

  const [mounted, setMounted] = useState(false);
  const [loadState, setLoadState] = useState<LoadState>('idle');
  const [items, setItems] = useState<ReadingItem[] | null>(null);
  const [pages, setPages] = useState(1);
  const stored = useStore($readingQuery);
  // Until mounted, render the server's query whatever the store holds (no hydration mismatch).
  const query = mounted ? stored : DEFAULT_QUERY;
  const knownTags = useMemo(() => tags.map((entry) => entry.tag), [tags]);

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

  useEffect(() => {
    $readingQuery.set(parseQuery(window.location.search, { knownTags }));
    setMounted(true);
    fetchList();
    // Back and forward between states of this page: apply the URL here instead of letting the
    // client router load the page again. Capture runs before the router's own listener.
    const pathname = window.location.pathname;
    const onPopState = (event: PopStateEvent) => {
      if (!rootRef.current?.isConnected || window.location.pathname !== pathname) return;
      event.stopImmediatePropagation();
      typingRef.current = false;
      setPages(1);
      $readingQuery.set(parseQuery(window.location.search, { knownTags }));
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => window.removeEventListener('popstate', onPopState, { capture: true });
  }, [fetchList, knownTags]);

  const prepared = useMemo(() => (items ? prepareReadings(items, locale) : null), [items, locale]);
  // Build the search index while the browser is idle, so the first keystroke does not pay for it.
  useEffect(() => {
    if (!prepared || typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => searchIndex(prepared));
    return () => window.cancelIdleCallback(handle);
  }, [prepared]);
  const selection = useMemo(() => (prepared ? selectReadings(prepared, query, pages) : null), [prepared, query, pages]);

  /** Sets the query and writes it to the URL: one history entry per change, one per typing run. */
  const update = (next: ReadingQuery, typing = false) => {
    if (sameQuery(next, $readingQuery.get())) return;
    $readingQuery.set(next);
    setPages(1);
    const url = `${window.location.pathname}${serializeQuery(next)}${window.location.hash}`;
    if (typing && typingRef.current) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
    typingRef.current = typing;
  };
  const patch = (changes: Partial<ReadingQuery>) => update({ ...$readingQuery.get(), ...changes });
  const onClear = () => update(clearFilters($readingQuery.get()));

  const isDefault = sameQuery(query, DEFAULT_QUERY);
  // Before the full list arrives, the server's first page stands for the default query.
  const shown = selection?.items ?? initialItems;
  const total = selection ? selection.total : initialTotal;
  const hasMore = selection ? selection.hasMore : initialTotal > initialItems.length;
  const stale = !selection && !isDefault;

  useEffect(() => {
    const from = focusFromRef.current;
    if (from === null) return;
    focusFromRef.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${from}"] .re-name > *`)?.focus();
  }, [shown.length]);

  const onLoadMore = () => {
    focusFromRef.current = shown.length;
    setPages((p) => p + 1);
  };

  let status: string;
  if (stale && loadState === 'error') status = t('readings.loadError');
  else if (stale) status = t('readings.loading');
  else status = summarize(query, total, locale, t);

  const disabled = !mounted;
  const filtered = hasFilters(query);
  const selectedTags = new Set(query.tags);
  const onSelect =
    <K extends keyof ReadingQuery>(key: K, accept: (value: unknown) => boolean, convert = (v: string): unknown => v) =>
    (event: ChangeEvent<HTMLSelectElement>) => {
      const value = event.target.value === '' ? null : convert(event.target.value);
      if (value === null || accept(value)) patch({ [key]: value } as Partial<ReadingQuery>);
    };

  return (
    <div className="re" ref={rootRef} data-state={mounted ? loadState : 'server'}>
      <div className="re-controls" role="search" aria-label={t('readings.filters')}>
        <div className="re-field re-search">
          <label htmlFor={`${ids}-search`}>{t('readings.search')}</label>
          <div className="re-input">
            <Svg html={icons.search} />
            <input
              id={`${ids}-search`}
              type="search"
              value={query.search}
              placeholder={t('readings.searchPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              onChange={(event) => update({ ...$readingQuery.get(), search: event.target.value }, true)}
            />
          </div>
        </div>
        <div className="re-field">
          <label htmlFor={`${ids}-status`}>{t('readings.statusLabel')}</label>
          <select
            id={`${ids}-status`}
            value={query.status ?? ''}
            disabled={disabled}
            onChange={onSelect('status', (v) => isReadingStatus(v))}
          >
            <option value="">{t('readings.status.all')}</option>
            {READING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`readings.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="re-field">
          <label htmlFor={`${ids}-type`}>{t('readings.typeLabel')}</label>
          <select id={`${ids}-type`} value={query.type ?? ''} disabled={disabled} onChange={onSelect('type', (v) => isReadingType(v))}>
            <option value="">{t('readings.type.all')}</option>
            {READING_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`readings.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="re-field">
          <label htmlFor={`${ids}-sort`}>{t('readings.sortLabel')}</label>
          <select id={`${ids}-sort`} value={query.sort} disabled={disabled} onChange={onSelect('sort', (v) => isSortKey(v))}>
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
            id={`${ids}-size`}
            value={query.pageSize}
            disabled={disabled}
            onChange={onSelect('pageSize', (v) => isPageSize(v), Number)}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <details className="re-tags">
          <summary aria-disabled={disabled || undefined}>
            <Svg html={icons.tag} />
            <span>{t('readings.tags')}</span>
            {query.tags.length > 0 && (
              <span className="badge" data-tone="accent">
                {t('readings.tagsSelected', { count: query.tags.length })}
              </span>
            )}
            <Svg html={icons.chevron} className="re-icon re-chevron" />
          </summary>
          <fieldset disabled={disabled}>
            <legend className="sr-only">{t('readings.tags')}</legend>
            <ul role="list">
              {tags.map(({ tag, count }) => (
                <li key={tag}>
                  <label className="re-chip">
                    <input
                      type="checkbox"
                      checked={selectedTags.has(tag)}
                      onChange={(event) => {
                        const current = $readingQuery.get().tags;
                        patch({
                          tags: event.target.checked ? [...current, tag] : current.filter((other) => other !== tag),
                        });
                      }}
                    />
                    <span>{tag}</span>
                    <span className="re-chip-count" aria-hidden="true">
                      {count}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </details>
      </div>

      <div className="re-status-bar">
        <p className="re-summary" role="status">
          {status}
        </p>
        {filtered && total > 0 && (
          <button type="button" className="button" data-variant="ghost" onClick={onClear}>
            <Svg html={icons.clear} />
            {t('readings.clear')}
          </button>
        )}
      </div>

      {stale && loadState === 'error' && (
        <p className="re-notice">
          <button type="button" className="button" data-variant="ghost" onClick={fetchList}>
            <Svg html={icons.retry} />
            {t('readings.retry')}
          </button>
        </p>
      )}
      {!stale && loadState === 'error' && (
        <p className="re-notice" role="alert">
          <span>{t('readings.loadError')}</span>
          <button type="button" className="button" data-variant="ghost" onClick={fetchList}>
            <Svg html={icons.retry} />
            {t('readings.retry')}
          </button>
        </p>
      )}

      {total === 0 && selection ? (
        <div className="re-empty">
          <p>{t('readings.empty')}</p>
          <button type="button" className="button" onClick={onClear}>
            <Svg html={icons.clear} />
            {t('readings.clear')}
          </button>
        </div>
      ) : (
        <ul
          ref={listRef}
          className="re-list"
          role="list"
          aria-label={t('readings.results')}
          aria-busy={stale && loadState === 'loading' ? true : undefined}
          data-stale={stale ? '' : undefined}
        >
          {shown.map((item, index) => (
            <ReadingCard key={item.id} item={item} index={index} locale={locale} t={t} icons={icons} />
          ))}
        </ul>
      )}

      {hasMore && !stale && (
        <div className="re-more">
          <p className="re-shown">{t('readings.shown', { shown: shown.length, total })}</p>
          <button type="button" className="button" disabled={!selection} onClick={onLoadMore}>
            {t('readings.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}

export default withIslandErrorBoundary(ReadingExplorer);
