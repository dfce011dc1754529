import type { APIRoute } from 'astro';
import { ogImage } from '../../../build/og/image';
import type { OgImageText } from '../../../build/og/image';
import { renderReport } from '../../../build/render-report';
import { pageCards } from '../../../data/og-cards';

/**
 * Every page's preview card in each locale: `/og/<locale>/<route>.png`, `/og/<locale>/readings/stats.png`,
 * `/og/<locale>/readings/year/<yyyy>.png` (src/data/og-cards.ts). The dev server draws each on
 * request here; a build renders none as pages but hands them to the integration that draws them
 * off the build's thread and links them from the cache (src/integrations/reading-og-images.ts).
 */
export async function getStaticPaths() {
  const cards = await pageCards();
  const build = renderReport();
  if (build) {
    for (const [file, text] of cards) build.pageImages.set(file, text);
    return [];
  }
  return [...cards].map(([file, text]) => {
    const [, locale, ...card] = file.split('/');
    return { params: { locale, card: card.join('/') }, props: { text } };
  });
}

export const GET: APIRoute = async ({ props }) => {
  const png = await ogImage((props as { text: OgImageText }).text);
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
