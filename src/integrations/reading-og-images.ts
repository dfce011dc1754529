import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { placeOgImage } from '../build/og/cache';
import { renderReport, startRenderReport } from '../build/render-report';
import { eachLimited } from './built-pages';

/**
 * After the build: puts every reading item's preview image in `og/readings/`, hard-linked from the
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
        const images = [...(renderReport()?.readingImages ?? [])];
        if (images.length === 0) return;
        const folder = fileURLToPath(new URL('og/readings/', dir));
        await mkdir(folder, { recursive: true });
        await eachLimited(images, 8, ([name, text]) => placeOgImage(text, `${folder}${name}.png`));
        logger.info(`${images.length} reading preview images in og/readings/`);
      },
    },
  };
}
