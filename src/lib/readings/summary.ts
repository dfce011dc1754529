import type { MessageKey } from '../../i18n/translate.ts';
import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales.ts';
import type { ReadingQuery } from './model.ts';

/** A translator over the `readings.` messages (`translate` bound to the messages and the locale). */
export type Translator = (key: MessageKey, vars?: Readonly<Record<string, string | number>>) => string;

/**
 * The sentence that says what the list shows, from the phrases "sorted by", "matching",
 * "with status", "with tags" and "of type":
 * "37 articles sorted by score, matching “astro”, with the status read, with tags css or react, of type video".
 */
export function summarize(query: ReadingQuery, total: number, locale: Locale, t: Translator): string {
  const tag = LANGUAGE_TAGS[locale];
  const lower = (text: string) => text.toLocaleLowerCase(tag);
  const head = `${t('readings.summary.count', { count: total, n: new Intl.NumberFormat(tag).format(total) })} ${t(
    'readings.summary.sorted',
    { count: total, sort: lower(t(`readings.sort.${query.sort}`)) },
  )}`;
  const phrases = [head];
  const search = query.search.trim();
  if (search) phrases.push(t('readings.summary.matching', { search }));
  if (query.status) phrases.push(t('readings.summary.status', { status: lower(t(`readings.status.${query.status}`)) }));
  if (query.tags.length > 0) {
    // An item matches any selected tag: "css or react".
    const list = new Intl.ListFormat(tag, { type: 'disjunction' }).format(query.tags);
    phrases.push(t('readings.summary.tags', { count: query.tags.length, tags: list }));
  }
  if (query.type) phrases.push(t('readings.summary.type', { type: lower(t(`readings.type.${query.type}`)) }));
  return phrases.join(', ');
}
