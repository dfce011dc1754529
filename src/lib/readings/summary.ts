import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translate.ts';
import { FILTERS } from './filters.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { ReadingQuery } from './filters.ts';

/**
 * The sentence that says what the list shows, from the phrases "sorted by" and each active
 * filter's own ("matching", "marked", "tagged", "of type"):
 * "37 items sorted by rating, matching “astro”, marked read, tagged css or react, of type video".
 */
export function summarize(query: ReadingQuery, total: number, locale: Locale, t: Translate): string {
  const tag = LANGUAGE_TAGS[locale];
  const head = `${t('readings.summary.count', { count: total, n: formatNumber(total, locale) })} ${t(
    'readings.summary.sorted',
    { count: total, sort: t(`readings.sort.${query.sort}`).toLocaleLowerCase(tag) },
  )}`;
  const phrases = [head];
  for (const field of FILTERS) {
    const phrase = field.phraseIn(query, t, locale);
    if (phrase) phrases.push(phrase);
  }
  return phrases.join(', ');
}
