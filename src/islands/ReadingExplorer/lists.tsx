import { memo, useState, type MouseEvent, type RefObject } from 'react';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/translate';
import { countOf } from '../../lib/readings/select';
import { FACET_KEYS, FACETS, facetOptions, type FacetKey, type ReadingQuery } from '../../lib/readings/filters';
import { type ReadingItem, type SortKey } from '../../lib/readings/model';
import type { TagSlugs } from '../../lib/readings/paths';
import { activeFilters, addedFilter, filterToUndo, type ActiveFilter, type FilterRef, type ListView } from '../../lib/readings/view';
import type { ReadingIcons } from '../../data/reading-icons';
import type { FacetCounts } from './controller';
import { ReadingCard } from '../../kit/readings/card';
import { FacetLink, Svg } from '../../kit/readings/parts';

export type { FacetCounts } from './controller';

type LinkClick = (event: MouseEvent<HTMLAnchorElement>) => void;

interface FacetSheetProps {
  query: ReadingQuery;
  counts: FacetCounts;
  tags: readonly string[];
  tagSlugs: TagSlugs;
  locale: Locale;
  t: Translate;
}

/** Status, type and tag links with their counts (a static page each; in place once live). */
export const FacetGroups = memo(function FacetGroups({ query, counts, tags, tagSlugs, locale, t }: FacetSheetProps) {
  const label = (key: FacetKey, option: string) => FACETS[key].label(option, t);
  return FACET_KEYS.map((key) => (
    <div key={key} className="re-facet" role="group" aria-labelledby={`re-facet-${key}`}>
      <p className="re-facet-title" id={`re-facet-${key}`}>
        {t(FACETS[key].titleKey)}
      </p>
      <ul role="list">
        {facetOptions(key, tags).map((option) => (
          <li key={option}>
            <FacetLink
              facet={key}
              value={option}
              locale={locale}
              tagSlugs={tagSlugs}
              className="re-chip"
              current={FACETS[key].isOnIn(query, option)}
            >
              <span>{label(key, option)}</span>
              <span className="re-chip-count">{countOf(counts[key], option)}</span>
            </FacetLink>
          </li>
        ))}
      </ul>
    </div>
  ));
});

interface ResultsProps {
  items: readonly ReadingItem[];
  /** The order shown: each card shows the date it is sorted by. */
  sort: SortKey;
  locale: Locale;
  t: Translate;
  icons: ReadingIcons;
  tagSlugs: TagSlugs;
  listRef: RefObject<HTMLUListElement | null>;
}

export const Results = memo(function Results({ items, sort, locale, t, icons, tagSlugs, listRef }: ResultsProps) {
  return (
    <ul
      ref={listRef}
      className="re-list"
      role="list"
      aria-label={t('readings.results')}
    >
      {items.map((item, index) => (
        <ReadingCard key={item.id} item={item} index={index} sort={sort} locale={locale} t={t} icons={icons} tagSlugs={tagSlugs} />
      ))}
    </ul>
  );
});

interface ActiveFiltersProps {
  /** The query shown: its filters are the chips. */
  query: ReadingQuery;
  /** The address of a query (its static page when it has one). */
  urlOf: (query: ReadingQuery) => string;
  /** A chip's click: the list without its filter, in place once live. */
  onRemove: (filter: ActiveFilter) => LinkClick;
  t: Translate;
  icons: ReadingIcons;
}

/** The filters on, each a chip that links to the list without it. */
export function ActiveFilters({ query, urlOf, onRemove, t, icons }: ActiveFiltersProps) {
  const chips = activeFilters(query);
  if (chips.length === 0) return null;
  const label = (filter: ActiveFilter) => filter.label(t);
  return (
    <ul className="re-active" role="list" aria-label={t('readings.activeFilters')}>
      {chips.map((filter) => (
        <li key={`${filter.key}:${filter.value}`}>
          <a
            className="re-active-chip"
            href={urlOf(filter.without)}
            onClick={onRemove(filter)}
            aria-label={t('readings.removeFilter', { filter: label(filter) })}
          >
            <span>{label(filter)}</span>
            <Svg html={icons.close} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The filter that "No result: remove …" would drop from `query`: the one the visitor turned on
 * last while it is still on (followed from query to query), else the last chip.
 */
export function useFilterToUndo(query: ReadingQuery): ActiveFilter | undefined {
  const [seen, setSeen] = useState<{ query: ReadingQuery; last?: FilterRef }>({ query });
  if (seen.query !== query) setSeen({ query, last: addedFilter(seen.query, query) ?? seen.last });
  return filterToUndo(query, seen.last);
}

/** Below the list: what is shown, Previous and Load more (a `rel=next` link, in place once live) and the page numbers. */
export function Pager({ view, onLoadMore, t }: { view: ListView; onLoadMore: LinkClick; t: Translate }) {
  const { pageLinks } = view;
  return (
    <nav className="re-more" aria-label={t('readings.pages')}>
      <p className="re-shown">{t('readings.shown', { from: view.shownFrom, to: view.shownTo, total: view.total })}</p>
      <p className="re-pager">
        {view.prevHref && (
          <a className="button" data-variant="ghost" rel="prev" href={view.prevHref}>
            {t('readings.previous')}
          </a>
        )}
        {view.hasMore && (
          <a className="button" rel="next" href={view.nextHref} onClick={onLoadMore} data-hold="more">
            {t('readings.loadMore')}
          </a>
        )}
      </p>
      {pageLinks && (
        <ol className="re-pages" role="list" aria-label={t('readings.pageNumbers')}>
          {pageLinks.map((link, i) => (
            <li key={link.page} data-gap={i > 0 && link.page > pageLinks[i - 1]!.page + 1 ? '' : undefined}>
              <a href={link.href} aria-current={link.current ? 'page' : undefined} aria-label={t('readings.pageN', { page: link.page })}>
                {link.page}
              </a>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
