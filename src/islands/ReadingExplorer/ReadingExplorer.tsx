import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { Locale } from '../../i18n/locales';
import { bindTranslate } from '../../i18n/translate';
import { clearFilters } from '../../lib/readings/filters';
import type { Facet, TagSlugs } from '../../lib/readings/paths';
import { prepareReadings } from '../../lib/readings/prepared';
import { searchIndex } from '../../lib/readings/fold';
import { selectReadings } from '../../lib/readings/select';
import { summarize } from '../../lib/readings/summary';
import { activeFilters, listView, type ActiveFilter } from '../../lib/readings/view';
import { controlState, countsByFacet, createExplorer, formParams, syncControls, typedBeforeLive, type FacetCounts } from './controller';
import { ICONS as icons, MESSAGES } from 'virtual:island-assets/reading';
import { Controls } from './Controls';
import { FilterSheet, revealResults as showResults, usePhone } from './FilterSheet';
import { ListHeading } from './ListHeading';
import { ActiveFilters, Pager, Results, useFilterToUndo } from './lists';
import { Svg } from '../../kit/readings/parts';
import './ReadingExplorer.css';
import { withIslandErrorBoundary } from '../IslandErrorBoundary';

export type { FacetCounts } from './controller';

export interface ReadingExplorerProps {
  locale: Locale;
  /** The facet value this static page shows (`null`: the whole list) and its page number. */
  facet: Facet;
  page: number;
  /** How many items the page's query matches. */
  total: number;
  /** Every tag in use, most used first. */
  tags: string[];
  /** Each tag's path segment, as the build made it. */
  tagSlugs: TagSlugs;
  counts: FacetCounts;
  /** The list's own title (the h1 of the whole list), for the heading the live list writes. */
  listTitle: string;
  /** URL of the full list, `readings.json` under the site's base. */
  dataUrl: string;
  /** The page's cards, rendered on the server: they stay while the list shows the page's own query. */
  children?: ReactNode;
}

/**
 * The reading list: search, facets (status, type, tags), sort, page size and Load more over the
 * full list. Its state and actions live in the controller (./controller.ts); this renders them. It
 * first renders what the server rendered (a static list page, whose cards arrive as children),
 * keeps what the visitor typed or chose before it was live, then fetches the full list.
 */
function ReadingExplorer({ locale, facet, page, total: pageTotal, tags, tagSlugs, counts: pageCounts, listTitle, dataUrl, children }: ReadingExplorerProps) {
  const t = useMemo(() => bindTranslate(MESSAGES[locale], locale), [locale]);
  const formRef = useRef<HTMLFormElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const sheetRef = useRef<HTMLDetailsElement>(null);
  const focusFromRef = useRef<number | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const phone = usePhone();

  // One controller per island, for its whole life.
  const [explorer] = useState(() => createExplorer({ locale, tags, tagSlugs, facet, page, dataUrl }));
  const { pageQuery } = explorer;
  const query = useStore(explorer.$query);
  const pages = useStore(explorer.$pages);
  const list = useStore(explorer.$list);
  const live = useStore(explorer.$live);
  // The list, summary and counts follow a step behind the query and the pages shown (both change
  // at once): the urgent render that a change starts selects nothing, and typing stays cheap.
  const current = useMemo(() => ({ query, pages }), [query, pages]);
  const shown = useDeferredValue(current);
  const shownQuery = shown.query;

  useEffect(() => {
    // What the visitor typed or chose before the island was live wins over the address.
    const stop = explorer.start(formRef.current ? typedBeforeLive(formParams(formRef.current), pageQuery) : {});
    setSheetOpen(Boolean(sheetRef.current?.open));
    return stop;
  }, [explorer, pageQuery]);

  // Controls are uncontrolled (what was typed before hydration stays): follow outside changes.
  const controls = controlState(query);
  useEffect(() => {
    if (live && formRef.current) syncControls(formRef.current, explorer.$query.get());
  }, [live, controls, explorer]);

  const prepared = useMemo(() => (list.items ? prepareReadings(list.items, locale) : null), [list.items, locale]);
  // Build the search index while the browser is idle, so the first keystroke does not pay for it.
  useEffect(() => {
    if (!prepared || typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => searchIndex(prepared));
    return () => window.cancelIdleCallback(handle);
  }, [prepared]);
  // Until the list has shown once, a step-behind query has nothing on screen to keep: its selection
  // (say the whole list, when the full list arrives before the address's query caught up) waits.
  const listedRef = useRef(false);
  const behind = query !== shownQuery && !listedRef.current;
  const selection = useMemo(
    () => (prepared && !behind ? selectReadings(prepared, shownQuery, shown.pages.count, shown.pages.first) : null),
    [prepared, shownQuery, shown.pages, behind],
  );
  useEffect(() => {
    if (selection) listedRef.current = true;
  }, [selection]);
  // Counts are only computed while the filter sheet shows them.
  const liveCounts = useMemo(() => (prepared && sheetOpen ? countsByFacet(prepared, shownQuery) : null), [prepared, shownQuery, sheetOpen]);
  const view = listView({ locale, query: shownQuery, pageQuery, page, pageTotal, pages: shown.pages, tagSlugs, selection, behind });
  const counts = liveCounts ?? (view.isPageQuery ? pageCounts : null);

  useEffect(() => {
    const from = focusFromRef.current;
    if (from === null) return;
    focusFromRef.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${from}"] .re-name > *`)?.focus();
  }, [view.shownCount]);

  /** A link to another view of the list: followed in place once live (before, and without JavaScript, it opens its page). */
  const inPlace = (action: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!live) return;
    event.preventDefault();
    action();
  };
  /** Clear filters: a link to the unfiltered list. */
  const clearLink = (
    <a className="button" data-variant="ghost" href={explorer.urlOf(clearFilters(query))} onClick={inPlace(explorer.clear)}>
      <Svg html={icons.clear} />
      {t('readings.clear')}
    </a>
  );
  /** An active filter's chip: a link to the list without it. */
  const onRemove = (filter: ActiveFilter) => inPlace(() => explorer.update(filter.without));
  /** With no result: the filter turned on last, dropped from the sheet's foot ("No result: remove #css") or under the empty list. */
  const undo = useFilterToUndo(shownQuery);

  /** Typing starts: the box goes to the top of the screen, so results show under it (a phone's keyboard takes the rest). */
  const revealResults = () => {
    const form = formRef.current;
    if (form && form.getBoundingClientRect().top > window.innerHeight * 0.25) form.scrollIntoView({ block: 'start' });
  };

  /** Facet links (in the sheet and on cards) filter in place once the island is live. */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-facet]');
    // A card's tag adds that filter; a sheet's chip turns it on or off.
    if (link && explorer.followFacet(link.dataset.facet, link.dataset.value, link.classList.contains('re-chip'))) event.preventDefault();
  };

  const onLoadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!live) return; // Not live: the link opens the next page (a tap while it wakes is held, then replayed: src/scripts/held-taps.ts).
    event.preventDefault();
    focusFromRef.current = view.shownCount;
    explorer.loadMore();
  };

  // The server's own page (its query, its first page, nothing loaded more) keeps the server's
  // cards when the list goes live: a press on a card that began before would otherwise end on a
  // card drawn in its place, and its click be lost.
  const onServerPage = view.isPageQuery && shown.pages.count === 1 && query === shownQuery;
  const summary = useMemo(() => summarize(shownQuery, view.total, locale, t), [shownQuery, view.total, locale, t]);
  const status = view.stale ? t(list.state === 'error' ? 'readings.loadError' : 'readings.loading') : summary;

  return (
    <div ref={rootRef} className="re" data-state={live ? list.state : 'server'} data-hydrated={live ? '' : undefined} onClick={onClick}>
      <Controls
        formRef={formRef}
        sheetRef={sheetRef}
        onSheetToggle={setSheetOpen}
        sheetBody={(body) => (
          <FilterSheet
            sheetRef={sheetRef}
            modal={live && phone}
            open={sheetOpen}
            total={view.stale ? null : view.total}
            onShowResults={() => showResults(rootRef.current)}
            undo={undo && { label: t('readings.undoFilter', { filter: undo.label(t) }), run: () => explorer.update(undo.without) }}
            t={t}
          >
            {body}
          </FilterSheet>
        )}
        onTypingStart={revealResults}
        explorer={explorer}
        shownQuery={shownQuery}
        activeCount={view.activeCount}
        counts={counts}
        tags={tags}
        tagSlugs={tagSlugs}
        locale={locale}
        t={t}
        icons={icons}
      />

      {live && !view.stale && <ListHeading query={shownQuery} total={view.total} title={listTitle} locale={locale} t={t} />}
      <ActiveFilters query={shownQuery} urlOf={explorer.urlOf} onRemove={onRemove} t={t} icons={icons} />

      <div className="re-status-bar">
        <p className="re-summary" role="status">
          {status}
        </p>
        {view.filtered && view.total > 0 && clearLink}
      </div>

      {list.state === 'error' && (
        <p className="re-notice" role={view.stale ? undefined : 'alert'}>
          {!view.stale && <span>{t('readings.loadError')}</span>}
          <button type="button" className="button" data-variant="ghost" onClick={explorer.retry}>
            <Svg html={icons.retry} />
            {t('readings.retry')}
          </button>
        </p>
      )}

      {view.total === 0 && (selection || view.isPageQuery) ? (
        <div className="re-empty">
          <p>{t('readings.empty')}</p>
          {undo && activeFilters(shownQuery).length > 1 && (
            <a className="button" data-variant="ghost" href={explorer.urlOf(undo.without)} onClick={onRemove(undo)}>
              {t('readings.removeFilter', { filter: undo.label(t) })}
            </a>
          )}
          {view.filtered && clearLink}
        </div>
      ) : selection && !onServerPage ? (
        <Results items={selection.items} sort={shownQuery.sort} locale={locale} t={t} icons={icons} tagSlugs={tagSlugs} listRef={listRef} />
      ) : (
        // Stale too while the query shown is a step behind the query (the server's page is not the query's).
        <div className="re-server" data-stale={view.stale || query !== shownQuery ? '' : undefined} aria-busy={view.stale && list.state === 'loading' ? true : undefined}>
          {children}
        </div>
      )}

      {(view.hasMore || shown.pages.first > 1 || view.pageLinks) && !view.stale && <Pager view={view} onLoadMore={onLoadMore} t={t} />}
    </div>
  );
}

export default withIslandErrorBoundary(ReadingExplorer);
