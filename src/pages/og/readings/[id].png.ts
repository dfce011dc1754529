import type { APIRoute } from 'astro';
import { readingItems } from '../../../data/readings';
import { cachedOgImage } from '../../../build/og/cache';
import { readingOgImageName } from '../../../build/og';
import { cutCodePoints } from '../../../lib/text';
import type { ReadingItem } from '../../../lib/readings';
import { SITE } from '../../../site.config';

export async function getStaticPaths() {
  return (await readingItems()).map((item) => ({ params: { id: readingOgImageName(item.id) }, props: { item } }));
}

const cut = (text: string, max: number) => (Array.from(text).length > max ? `${cutCodePoints(text, max - 1).trimEnd()}…` : text);

/**
 * A reading item's link-preview image, the same in both locales (names, authors and the owner's
 * words are in the item's own language): `dist/og/readings/<id>.png`, drawn once per change.
 */
export const GET: APIRoute = async ({ props }) => {
  const { item } = props as { item: ReadingItem };
  const png = await cachedOgImage({
    eyebrow: cut(item.authors?.join(', ') ?? (item.url ? new URL(item.url).host.replace(/^www\./, '') : item.type), 60),
    title: cut(item.name, 90),
    description: cut(item.description ?? '', 150),
    owner: SITE.owner,
    host: new URL(SITE.url).host,
  });
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
