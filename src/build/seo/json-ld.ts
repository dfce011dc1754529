/**
 * Structured data (schema.org JSON-LD) for search engines, typed with schema-dts and built from
 * the owner's configuration: the person and the site on the home page, the reading list's first
 * page as an ItemList of its items' pages, each item on its page. Pure: the caller gives absolute URLs.
 */
import type { Book, CreativeWork, ItemList, Person, WebSite, WithContext } from 'schema-dts';
import type { ReadingItem } from '../../lib/readings/model.ts';
import { column, TYPE_ROWS } from '../../lib/readings/vocabulary.ts';
import type { SiteConfig } from '../../site.config.ts';
import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales.ts';

export interface LocalizedSite {
  site: SiteConfig;
  locale: Locale;
  /** The owner's role in that language (`role` in src/site.config.ts). */
  role: string;
  /** Absolute URL of the home page in that language. */
  homeUrl: string;
}

/** Stable node ids, so the site can name its author without repeating them. */
const personId = (site: SiteConfig) => `${new URL('/', site.url).href}#person`;

export function personLd({ site, role, homeUrl }: LocalizedSite) {
  const email = site.contact.startsWith('mailto:') ? site.contact.slice('mailto:'.length) : undefined;
  return {
    '@context': 'https://schema.org' as const,
    '@type': 'Person' as const,
    '@id': personId(site),
    name: site.owner,
    jobTitle: role,
    url: homeUrl,
    ...(email ? { email } : {}),
    sameAs: site.socials.map((social) => social.url),
  } satisfies WithContext<Person>;
}

export function webSiteLd({ site, locale, homeUrl }: LocalizedSite) {
  return {
    '@context': 'https://schema.org' as const,
    '@type': 'WebSite' as const,
    name: site.siteName,
    url: homeUrl,
    inLanguage: LANGUAGE_TAGS[locale],
    author: { '@id': personId(site) },
  } satisfies WithContext<WebSite>;
}

/**
 * The items a page shows, in their order, as a schema.org ItemList of their pages' addresses: a
 * summary page whose items each have a page of their own, which describes the item in full
 * (`readingItemLd`); the list does not describe them a second time.
 */
export function readingListLd(itemUrls: readonly string[], name: string, pageUrl: string) {
  return {
    '@context': 'https://schema.org' as const,
    '@type': 'ItemList' as const,
    name,
    url: pageUrl,
    numberOfItems: itemUrls.length,
    itemListElement: itemUrls.map((url, index) => ({ '@type': 'ListItem' as const, position: index + 1, url })),
  } satisfies WithContext<ItemList>;
}

/** The schema.org type of each kind of reading: its row's. */
const ITEM_TYPES = column(TYPE_ROWS, 'schemaOrg');

/**
 * One reading item on its own page: a `Book` (authors, ISBN, pages, publisher, year), an
 * `Article`, a `VideoObject` or a `PodcastEpisode` (its speakers as `creator`, its length as an
 * ISO 8601 `duration`), with the owner's `Review` when it is scored.
 */
export function readingItemLd(item: ReadingItem, { site, pageUrl, imageUrl }: { site: SiteConfig; pageUrl: string; imageUrl?: string | undefined }) {
  const authors = item.authors?.map((name) => ({ '@type': 'Person' as const, name }));
  const common = {
    '@context': 'https://schema.org' as const,
    '@type': ITEM_TYPES[item.type],
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    ...(item.url ? { url: item.url } : {}),
    mainEntityOfPage: pageUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(authors?.length ? { author: authors } : {}),
    ...(item.tags.length ? { keywords: item.tags.join(', ') } : {}),
    ...(item.lang ? { inLanguage: item.lang } : {}),
    ...(item.year ? { datePublished: String(item.year) } : {}),
    ...(item.publisher ? { publisher: { '@type': 'Organization' as const, name: item.publisher } } : {}),
    ...(item.speakers?.length ? { creator: item.speakers.map((name) => ({ '@type': 'Person' as const, name })) } : {}),
    ...(item.minutes ? { duration: `PT${item.minutes}M` } : {}),
    ...(item.score !== undefined
      ? {
          review: {
            '@type': 'Review' as const,
            author: { '@type': 'Person' as const, '@id': personId(site), name: site.owner },
            reviewRating: { '@type': 'Rating' as const, ratingValue: item.score, bestRating: 5, worstRating: 1 },
            datePublished: item.finishedAt ?? item.lastEditedTime,
          },
        }
      : {}),
  };
  if (item.type === 'book') {
    return {
      ...common,
      '@type': 'Book' as const,
      ...(item.isbn ? { isbn: item.isbn } : {}),
      ...(item.pages ? { numberOfPages: item.pages } : {}),
    } satisfies WithContext<Book>;
  }
  return common satisfies WithContext<CreativeWork>;
}
