import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales.ts';
import { foldText, searchTerms } from './fold.ts';
import { type ReadingItem, type ReadingQuery, type SortKey } from './model.ts';

export type Comparator = (a: ReadingItem, b: ReadingItem) => number;

/** Names compared the way a reader of `locale` expects (accents, numbers: "Part 2" < "Part 10"). */
export function nameCollator(locale: Locale): Intl.Collator {
  return new Intl.Collator(LANGUAGE_TAGS[locale], { sensitivity: 'base', numeric: true });
}

/**
 * The order of a sort key: created or edited time newest first, name A→Z, score highest first
 * with unrated items last. Ties are broken by name, then by id, so every order is total.
 */
export function comparator(sort: SortKey, collator: Intl.Collator): Comparator {
  const byName: Comparator = (a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  switch (sort) {
    case 'createdTime':
      return (a, b) => (a.createdTime === b.createdTime ? byName(a, b) : a.createdTime < b.createdTime ? 1 : -1);
    case 'lastEditedTime':
      return (a, b) =>
        a.lastEditedTime === b.lastEditedTime ? byName(a, b) : a.lastEditedTime < b.lastEditedTime ? 1 : -1;
    case 'score':
      return (a, b) => (b.score ?? 0) - (a.score ?? 0) || byName(a, b);
    case 'name':
      return byName;
  }
}

/** A sorted copy. */
export function sortReadings(items: readonly ReadingItem[], sort: SortKey, locale: Locale): ReadingItem[] {
  return [...items].sort(comparator(sort, nameCollator(locale)));
}

/** The folded text search looks in: name and description. */
export function searchText(item: ReadingItem): string {
  return foldText(item.description ? `${item.name} ${item.description}` : item.name);
}

/** Whether an item passes the query's filters (search words all present, any selected tag, status, type). */
export function matchesQuery(item: ReadingItem, query: ReadingQuery, haystack = searchText(item)): boolean {
  if (query.status !== null && item.status !== query.status) return false;
  if (query.type !== null && item.type !== query.type) return false;
  if (query.tags.length > 0 && !item.tags.some((tag) => query.tags.includes(tag))) return false;
  return searchTerms(query.search).every((term) => haystack.includes(term));
}

/** The items that pass the query's filters, in their original order. */
export function filterReadings(items: readonly ReadingItem[], query: ReadingQuery): ReadingItem[] {
  return items.filter((item) => matchesQuery(item, query));
}

/** The first `pages` pages of `pageSize` items (Load more adds a page). */
export function paginate<T>(items: readonly T[], pageSize: number, pages = 1): T[] {
  return items.slice(0, pageLimit(pageSize, pages));
}

/** How many items `pages` pages hold (at least one page). */
export function pageLimit(pageSize: number, pages: number): number {
  return Math.max(1, Math.floor(pages) || 1) * pageSize;
}

/**
 * The list made ready for fast queries. Each sort order (item indexes) and the folded search text
 * of every item are computed the first time a query needs them and kept, so a keystroke only
 * walks one precomputed order.
 */
export interface PreparedReadings {
  readonly items: readonly ReadingItem[];
  readonly collator: Intl.Collator;
  readonly orders: Partial<Record<SortKey, Uint32Array>>;
  haystacks?: readonly string[];
}

export function prepareReadings(items: readonly ReadingItem[], locale: Locale): PreparedReadings {
  return { items, collator: nameCollator(locale), orders: {} };
}

/** The item indexes in a sort order (computed once per list and order). */
export function sortOrder(prepared: PreparedReadings, sort: SortKey): Uint32Array {
  const cached = prepared.orders[sort];
  if (cached) return cached;
  const { items } = prepared;
  let order: Uint32Array;
  if (sort === 'score') {
    // Many items share a score: a stable sort of the name order keeps ties A→Z without
    // running the collator again.
    order = Uint32Array.from(sortOrder(prepared, 'name'));
    const scores = Uint8Array.from(items, (item) => item.score ?? 0);
    order = Uint32Array.from(Array.from(order).sort((a, b) => scores[b]! - scores[a]!));
  } else {
    const compare = comparator(sort, prepared.collator);
    order = Uint32Array.from(
      items.map((_, i) => i).sort((a, b) => compare(items[a]!, items[b]!)),
    );
  }
  prepared.orders[sort] = order;
  return order;
}

/** The folded search text of every item (computed on the first search). */
export function searchIndex(prepared: PreparedReadings): readonly string[] {
  return (prepared.haystacks ??= prepared.items.map(searchText));
}

export interface Selection {
  /** The items shown: the first `pages` pages. */
  items: ReadingItem[];
  /** How many items pass the filters. */
  total: number;
  /** True while Load more has something to add. */
  hasMore: boolean;
}

/** Filter, sort and paginate in one pass over a precomputed order (plain loops: this runs per keystroke). */
export function selectReadings(prepared: PreparedReadings, query: ReadingQuery, pages = 1): Selection {
  const { items } = prepared;
  const order = sortOrder(prepared, query.sort);
  const limit = pageLimit(query.pageSize, pages);
  const terms = searchTerms(query.search);
  const termCount = terms.length;
  const haystacks = termCount > 0 ? searchIndex(prepared) : [];
  const tags = query.tags.length > 0 ? new Set(query.tags) : null;
  const { status, type } = query;
  const shown: ReadingItem[] = [];
  let total = 0;
  outer: for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    const item = items[i]!;
    if (status !== null && item.status !== status) continue;
    if (type !== null && item.type !== type) continue;
    if (tags !== null) {
      const own = item.tags;
      let hit = false;
      for (let j = 0; j < own.length; j++) {
        if (tags.has(own[j]!)) {
          hit = true;
          break;
        }
      }
      if (!hit) continue;
    }
    if (termCount > 0) {
      const haystack = haystacks[i]!;
      for (let j = 0; j < termCount; j++) if (haystack.indexOf(terms[j]!) === -1) continue outer;
    }
    if (total < limit) shown.push(item);
    total++;
  }
  return { items: shown, total, hasMore: total > shown.length };
}

/** Every tag in use with how many items carry it, most used first, then A→Z. */
export function tagCounts(items: readonly ReadingItem[], locale: Locale): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const collator = nameCollator(locale);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || collator.compare(a.tag, b.tag));
}
