import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { comparator, nameCollator, toReadingItem } from '../lib/readings';
import { FALLBACK_LOCALE } from '../structure';

/** The whole reading list for the explorer, newest first, minimal fields, fetched once per visit. */
export const GET: APIRoute = async () => {
  const entries = await getCollection('readings');
  const items = entries
    .map((entry) => toReadingItem(entry.id, entry.data))
    .sort(comparator('createdTime', nameCollator(FALLBACK_LOCALE)));
  return new Response(JSON.stringify(items), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
