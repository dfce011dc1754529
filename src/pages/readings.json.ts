import type { APIRoute } from 'astro';
import { readingItems } from '../data/readings';
import { comparator, nameCollator } from '../lib/readings/prepared';
import { listItem } from '../lib/readings/items';
import { FALLBACK_LOCALE } from '../structure';

/** The whole reading list for the explorer, newest first, minimal fields, fetched once per visit. */
export const GET: APIRoute = async () => {
  const items = [...(await readingItems())].sort(comparator('createdTime', nameCollator(FALLBACK_LOCALE))).map(listItem);
  return new Response(JSON.stringify(items), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
