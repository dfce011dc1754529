/**
 * Checks across the whole reading list, made once per build: every tag gets its own path segment,
 * spellings of one tag that differ only in case become one tag, and one URL in two items is reported.
 * `npm run readings -- check` says the same, and what the statistics cannot count.
 */
import { tagKey, valueSlug } from './slug.ts';
import { isbnKey } from '../../lib/readings/isbn.ts';

/** One item with where it comes from (`content/readings/a.yaml`, or `Notion row …`). */
export interface SourcedItem {
  source: string;
  tags: readonly string[];
  url?: string | undefined;
  isbn?: string | undefined;
  status?: string | undefined;
  finishedAt?: unknown;
}

/** Tag spellings and the tag each one becomes; and what the build says about them. */
export interface TagPlan {
  /** Spelling → the tag shown (`CSS` → `css` when `css` is the more frequent). */
  canonical: Map<string, string>;
  warnings: string[];
}

const list = (sources: Iterable<string>) => [...new Set(sources)].join(', ');

/**
 * Case variants of one tag become its most frequent spelling (ties: the first in code-point
 * order), with a warning naming the files; two distinct tags that would share a path segment
 * throw, naming both tags and their files.
 */
export function planTags(items: readonly SourcedItem[]): TagPlan {
  const spellings = new Map<string, Map<string, string[]>>(); // key → spelling → sources
  for (const { source, tags } of items) {
    for (const tag of tags) {
      const bySpelling = spellings.get(tagKey(tag)) ?? new Map<string, string[]>();
      spellings.set(tagKey(tag), bySpelling);
      bySpelling.set(tag, [...(bySpelling.get(tag) ?? []), source]);
    }
  }
  const canonical = new Map<string, string>();
  const warnings: string[] = [];
  const bySlug = new Map<string, { tag: string; sources: string[] }>();
  for (const bySpelling of spellings.values()) {
    const ranked = [...bySpelling].sort(([a, aSources], [b, bSources]) => bSources.length - aSources.length || (a < b ? -1 : 1));
    const [shown] = ranked[0]!;
    for (const [spelling] of ranked) canonical.set(spelling, shown);
    if (ranked.length > 1) {
      const where = ranked.map(([spelling, sources]) => `"${spelling}" in ${list(sources)}`).join('; ');
      warnings.push(`Tags ${ranked.map(([spelling]) => `"${spelling}"`).join(', ')} are one tag, shown as "${shown}": ${where}.`);
    }
    const sources = ranked.flatMap(([, s]) => s);
    const slug = valueSlug(shown);
    const other = bySlug.get(slug);
    if (other) {
      throw new Error(
        `Tags "${other.tag}" (${list(other.sources)}) and "${shown}" (${list(sources)}) would share the page /readings/tag/${slug}/. Rename one of them.`,
      );
    }
    bySlug.set(slug, { tag: shown, sources });
  }
  return { canonical, warnings };
}

/** A URL as two items may share it: no trailing slash, no fragment, host in lower case. */
function urlKey(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href.replace(/\/$/, '');
  } catch {
    return url;
  }
}

/** A warning for each URL that more than one item links to, naming their sources. */
export function duplicateUrls(items: readonly SourcedItem[]): string[] {
  const byUrl = new Map<string, string[]>();
  for (const { source, url } of items) if (url) byUrl.set(urlKey(url), [...(byUrl.get(urlKey(url)) ?? []), source]);
  return [...byUrl]
    .filter(([, sources]) => sources.length > 1)
    .map(([url, sources]) => `The same reading twice: ${sources.join(' and ')} both link to ${url}. Merge them or remove one.`);
}

/** A warning for each ISBN (ISBN-10 and ISBN-13 alike) that more than one item has, naming their sources. */
export function duplicateIsbns(items: readonly SourcedItem[]): string[] {
  const byIsbn = new Map<string, string[]>();
  for (const { source, isbn } of items) if (isbn) byIsbn.set(isbnKey(isbn), [...(byIsbn.get(isbnKey(isbn)) ?? []), source]);
  return [...byIsbn]
    .filter(([, sources]) => sources.length > 1)
    .map(([isbn, sources]) => `The same book twice: ${sources.join(' and ')} have the ISBN ${isbn}. Merge them or remove one.`);
}

/**
 * A warning naming the read or canceled items without a finish date, which the statistics (books a
 * year, reading time) leave out; none when every such item has one.
 */
export function undatedDone(items: readonly SourcedItem[]): string[] {
  const undated = items.filter(({ status, finishedAt }) => (status === 'read' || status === 'canceled') && !finishedAt).map(({ source }) => source);
  if (!undated.length) return [];
  const what = undated.length === 1 ? '1 read or canceled item has' : `${undated.length} read or canceled items have`;
  return [`${what} no finish date: the statistics count only dated ones. Add finishedAt to:\n  ${undated.join('\n  ')}`];
}

/**
 * An error for an item whose id would give its page the address of a list page (`page`, `tag/…`,
 * `stats`…), naming its source; `undefined` when the id is free.
 */
export function reservedIdError(id: string, source: string, reserved: readonly string[]): string | undefined {
  const first = id.split('/')[0]!;
  if (!reserved.includes(first)) return undefined;
  const names = reserved.map((r) => `"${r}"`).join(', ');
  return (
    `${source}: the id "${id}" would give the item the address of a reading-list page (/readings/${first}/…). ` +
    `Rename the file (or set its slug) so that it does not start with ${names}.`
  );
}
