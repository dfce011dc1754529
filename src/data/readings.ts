import { getCollection } from 'astro:content';
import { duplicateUrls, planTags, reservedIdError } from '../build/readings/integrity.ts';
import { renderNotes } from '../build/readings/notes.ts';
import { tagSlugs } from '../build/readings/slug.ts';
import { cleanNotes } from '../lib/readings/clean.ts';
import { liveFacetCounts } from '../lib/readings/facet-counts.ts';
import { oncePerKey } from '../once-per-key.ts';
import { readingCover } from './reading-covers.ts';
import type { Locale } from '../i18n/index.ts';
import { facetQuery, RESERVED_SEGMENTS, type Facet, type TagSlugs } from '../lib/readings/paths.ts';
import { prepareReadings, type PreparedReadings } from '../lib/readings/prepared.ts';
import { selectReadings, tagCounts } from '../lib/readings/select.ts';
import { toReadingItem } from '../lib/readings/items.ts';
import { type FacetKey } from '../lib/readings/filters.ts';
import { type ReadingItem } from '../lib/readings/model.ts';

interface ReadingSource {
  items: ReadingItem[];
  /** Each item's notes as clean HTML (items without notes are absent). */
  notes: Map<string, string>;
  /** Each tag in use and its path segment. */
  tagSlugs: TagSlugs;
}

/**
 * The reading list as every page, feed and `readings.json` shows it, read once per build: tags in
 * their shown spelling (case variants merged, with a warning naming the files) with their path
 * segments, and the owner's notes rendered. Two tags that would share a page, or
 * an id that is a list page's address, stop the build; one URL in two items, and raw HTML in notes,
 * are warnings.
 */
const readingSource = oncePerKey(
  (): Promise<ReadingSource> =>
    getCollection('readings').then(async (entries) => {
      const sourced = entries.map((entry) => ({ source: entry.filePath ?? `Notion row ${entry.id}`, tags: entry.data.tags, url: entry.data.url }));
      const { canonical, warnings } = planTags(sourced);
      for (const warning of [...warnings, ...duplicateUrls(sourced)]) console.warn(`[readings] ${warning}`);
      const notes = new Map<string, string>();
      const items = entries.map((entry, i) => {
        const reserved = reservedIdError(entry.id, sourced[i]!.source, RESERVED_SEGMENTS);
        if (reserved) throw new Error(reserved);
        const body = cleanNotes(entry.body ?? '');
        if (body.note) console.warn(`[readings] ${sourced[i]!.source}: ${body.note}`);
        const { html, rawHtml, remoteImages } = renderNotes(body.notes);
        if (rawHtml) console.warn(`[readings] ${sourced[i]!.source}: notes: raw HTML is not shown; write it as Markdown`);
        for (const src of remoteImages) {
          console.warn(`[readings] ${sourced[i]!.source}: notes: image ${src} left out: the site shows only its own images (put it in public/ and link it from there)`);
        }
        if (html) notes.set(entry.id, html);
        const item = toReadingItem(entry.id, entry.data);
        item.tags = [...new Set(item.tags.map((tag) => canonical.get(tag) ?? tag))];
        return item;
      });
      const slugs = tagSlugs(items.flatMap((item) => item.tags));
      await Promise.all(
        items.map(async (item) => {
          const cover = await readingCover(item.id);
          if (cover) item.cover = cover;
        }),
      );
      return { items, notes, tagSlugs: slugs };
    }),
);

/** The reading list (see `readingSource`). */
export async function readingItems(): Promise<ReadingItem[]> {
  return (await readingSource()).items;
}

/** Each tag in use and its path segment (`C++` → `c-plus-plus`): what a tag's links and pages are named by. */
export async function readingTagSlugs(): Promise<TagSlugs> {
  return (await readingSource()).tagSlugs;
}

/** Each item's notes as clean HTML, by id. */
export async function readingNotes(): Promise<ReadonlyMap<string, string>> {
  return (await readingSource()).notes;
}

export interface ReadingList {
  items: ReadingItem[];
  /** Every tag in use, most used first. */
  tags: string[];
  /** Each tag's path segment, in the order of `tags`. */
  tagSlugs: TagSlugs;
  prepared: PreparedReadings;
  /** The items and facet counts of each static list (computed once, shared by its pages). */
  view(facet: Facet): { items: ReadingItem[]; counts: Record<FacetKey, Record<string, number>> };
}

/** The reading list of a locale, read and prepared once per build (every list page uses it). */
export const readingList = oncePerKey(
  (locale: Locale): Promise<ReadingList> =>
    readingSource().then(({ items, tagSlugs: slugs }) => {
      const prepared = prepareReadings(items, locale);
      // Keyed by the facet as JSON (`null` for the whole list): one view per static list.
      const viewOf = oncePerKey((key: string) => {
        const facet = JSON.parse(key) as Facet;
        const query = facetQuery(facet);
        return { items: selectReadings(prepared, query, Infinity).items, counts: liveFacetCounts(prepared, query) };
      });
      const view = (facet: Facet) => viewOf(JSON.stringify(facet && { key: facet.key, value: facet.value }));
      const tags = tagCounts(items, locale).map(({ tag }) => tag);
      return { items, tags, tagSlugs: Object.fromEntries(tags.map((tag) => [tag, slugs[tag]!])), prepared, view };
    }),
);
