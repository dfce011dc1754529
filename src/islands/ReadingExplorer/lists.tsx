import { memo, type RefObject } from 'react';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/translate';
import { countOf, FACET_KEYS, FACETS, facetOptions, type FacetKey, type ReadingItem, type ReadingQuery, type ReadingStatus, type ReadingType } from '../../lib/readings';
import type { ReadingIcons } from '../../data/reading-icons';
import { FacetLink, ReadingCard } from './parts';

/** How many items each facet value gives. */
export type FacetCounts = Record<FacetKey, Record<string, number>>;

interface FacetSheetProps {
  query: ReadingQuery;
  counts: FacetCounts;
  tags: readonly string[];
  locale: Locale;
  t: Translate;
}

/** Status, type and tag links with their counts (a static page each; in place once live). */
export const FacetGroups = memo(function FacetGroups({ query, counts, tags, locale, t }: FacetSheetProps) {
  const label = (key: FacetKey, option: string) =>
    key === 'tags' ? option : key === 'status' ? t(`readings.status.${option as ReadingStatus}`) : t(`readings.type.${option as ReadingType}`);
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
  locale: Locale;
  t: Translate;
  icons: ReadingIcons;
  listRef: RefObject<HTMLUListElement | null>;
}

export const Results = memo(function Results({ items, locale, t, icons, listRef }: ResultsProps) {
  return (
    <ul
      ref={listRef}
      className="re-list"
      role="list"
      aria-label={t('readings.results')}
    >
      {items.map((item, index) => (
        <ReadingCard key={item.id} item={item} index={index} locale={locale} t={t} icons={icons} />
      ))}
    </ul>
  );
});
