import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { checkImage } from '../build/images';

/** The files `src/data/reading-covers.ts` imports. */
const COVER = /\.(?:jpg|png|gif|webp|avif)$/;
/** What a cover left out is imported as: nothing, so its item shows its title card. */
const LEFT_OUT = '\0reading-cover-left-out';

/**
 * The reading covers the build may serve: each file is decoded whole within MAX_IMAGE_PIXELS
 * (src/build/images.ts) before Astro reads it. One too large or that cannot be decoded is left out
 * with one line naming it: neither resized nor copied into the site, whatever its extension.
 */
export function readingCoverCheck(): AstroIntegration {
  return {
    name: 'reading-covers',
    hooks: {
      'astro:config:setup': ({ config, updateConfig, logger }) => {
        const root = fileURLToPath(config.root);
        const folder = join(root, 'content/readings/covers') + sep;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'reading-cover-check',
                enforce: 'pre',
                async resolveId(source) {
                  // Imported root-relative (`/content/…`) or by its whole path.
                  const file = source.startsWith(folder) ? source : resolve(root, `.${source}`);
                  if (!COVER.test(source) || !file.startsWith(folder)) return null;
                  try {
                    await checkImage(file);
                    return null;
                  } catch (error) {
                    logger.warn(`${relative(root, file)}: left out, its item shows its title card: ${(error as Error).message}`);
                    return LEFT_OUT;
                  }
                },
                load: (id) => (id === LEFT_OUT ? 'export default undefined;' : null),
              },
            ],
          },
        });
      },
    },
  };
}
