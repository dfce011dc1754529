/**
 * The list made ready for fast queries, and the orders it is sorted in. Nothing here filters, so
 * the filters (`filters.ts`) and the selection (`select.ts`) both build on it without importing
 * each other.
 */
import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales.ts';
import type { ReadingItem, SortKey } from './model.ts';

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
