import { useEffect } from 'react';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/translate';
import { queryFacet } from '../../lib/readings/paths';
import { type ReadingQuery } from '../../lib/readings/filters';
import { listHeading } from '../../lib/readings/heading';

interface ListHeadingProps {
  query: ReadingQuery;
  total: number;
  /** The whole list's title. */
  title: string;
  locale: Locale;
  t: Translate;
}

/**
 * Keeps the page's heading (`#page-title` and the count beside it, drawn by the server) on the
 * list shown, as the static page of the same address heads it (`listHeading`): "#css · 8 items"
 * once css is the only filter, the list's title and its count for a search. Renders nothing.
 */
export function ListHeading({ query, total, title, locale, t }: ListHeadingProps) {
  const { h1, aside } = listHeading(queryFacet(query), total, title, locale, t);
  useEffect(() => {
    const heading = document.getElementById('page-title');
    if (heading && heading.textContent !== h1) heading.textContent = h1;
    const count = heading?.parentElement?.querySelector('.rl-count');
    if (count && count.textContent !== (aside ?? '')) count.textContent = aside ?? '';
  }, [h1, aside]);
  return null;
}
