import { getEntry, type CollectionEntry } from 'astro:content';
import type { Locale, Route } from '../i18n/index.ts';

export type PageEntry = CollectionEntry<'pages'>;

/** The texts of one page in one locale; a missing file fails the build with its path. */
export async function getPage(locale: Locale, route: Route): Promise<PageEntry> {
  const entry = await getEntry('pages', `${locale}/${route}`);
  if (!entry) throw new Error(`Missing page content: content/pages/${locale}/${route}.md`);
  return entry;
}
