import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { FONT_FILE, subsetInter } from '../build/font/subset';

/**
 * Cuts the site's typeface (src/build/font/subset.ts) before Vite reads the styles that point to it,
 * in dev and build alike. The file is generated, not committed; it is rewritten only when it changes.
 */
export function fontSubset(): AstroIntegration {
  return {
    name: 'font-subset',
    hooks: {
      'astro:config:setup': async ({ config, logger }) => {
        const file = fileURLToPath(new URL(FONT_FILE, config.root));
        const font = await subsetInter();
        if (existsSync(file) && readFileSync(file).equals(font)) return;
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, font);
        logger.info(`wrote ${FONT_FILE} (${font.length} bytes)`);
      },
    },
  };
}
