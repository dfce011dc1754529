import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { placeOgImage } from '../build/og/cache';
import { ogDrawer } from '../build/og/drawer';
import { renderReport, startRenderReport } from '../build/render-report';
import { eachLimited } from './built-pages';

/**
 * After the build: puts every reading item's preview image in `og/readings/`, and every page card
 * in `og/<locale>/` (src/data/og-cards.ts), hard-linked from the
 * cache of drawn images (src/build/og/cache.ts), drawing only those not drawn before. The route
 * `src/pages/og/readings/[id].png.ts` lists them; as pages, 10,000 cached images cost 30–35 s of a
 * build (each read into memory and written out again).
 */
export function readingOgImages(): AstroIntegration {
  return {
    name: 'reading-og-images',
    hooks: {
      'astro:build:start': () => void startRenderReport(),
      'astro:build:done': async ({ dir, logger }) => {
        const report = renderReport();
        const root = fileURLToPath(dir);
        const images = [
          ...[...(report?.readingImages ?? [])].map(([name, text]) => [`og/readings/${name}.png`, text] as const),
          ...(report?.pageImages ?? []),
        ];
        if (images.length === 0) return;
        for (const folder of new Set(images.map(([file]) => dirname(`${root}${file}`)))) await mkdir(folder, { recursive: true });
        // New images are drawn on a thread of their own (src/build/og/drawer.ts), four at a time:
        // on 2 cores as fast as eight. Drawn on the build's own thread, 10,000 new images took the
        // build's peak memory to 1,886 MB: satori's garbage piled up in the build's large heap.
        const drawer = ogDrawer();
        try {
          await eachLimited(images, 4, ([file, text]) => placeOgImage(text, `${root}${file}`, { draw: drawer.draw }));
        } finally {
          await drawer.close();
        }
        logger.info(`${report?.readingImages.size ?? 0} reading preview images in og/readings/, ${report?.pageImages.size ?? 0} page cards in og/<locale>/`);
      },
    },
  };
}
