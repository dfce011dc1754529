import type { APIRoute, InferGetStaticPropsType } from 'astro';
import { readingItems } from '../../../data/readings';
import { readingCoverFile } from '../../../data/reading-covers';
import { cachedOgImage } from '../../../build/og/cache';
import { readingOgImageName } from '../../../build/og';
import { readingOgText } from '../../../build/og/reading';
import { renderReport } from '../../../build/render-report';

/**
 * Every reading item's link-preview image, one for both locales: `/og/readings/<id>.png`.
 * The dev server draws each on request here. A build renders none of them as pages: it hands the
 * list to the integration that links each from the cache into the output, where a route would
 * read and write 150 KB per item (src/integrations/reading-og-images.ts).
 */
export async function getStaticPaths() {
  const items = await readingItems();
  const build = renderReport();
  if (build) {
    for (const item of items) build.readingImages.set(readingOgImageName(item.id), readingOgText(item, readingCoverFile(item.id)));
    return [];
  }
  return items.map((item) => ({ params: { id: readingOgImageName(item.id) }, props: { item } }));
}

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = async ({ props }) => {
  const { item } = props;
  const png = await cachedOgImage(readingOgText(item, readingCoverFile(item.id)));
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
