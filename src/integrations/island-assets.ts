import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { LOCALES } from '../i18n/locales';
import { messagesByLocale } from '../i18n/resources';
import { islandAssetsSource } from '../data/island-assets';

const MODULE_ID = 'virtual:island-assets';
const RESOLVED = `\0${MODULE_ID}`;

/**
 * Serves `virtual:island-assets` (src/data/island-assets.ts): the islands' icons and the error
 * screen's messages, made when a bundle asks for the module, from the message files as they are
 * then (the dev server reloads when one changes).
 */
export function islandAssetsModule(): AstroIntegration {
  return {
    name: 'island-assets',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const files = LOCALES.map((locale) => fileURLToPath(new URL(`src/i18n/${locale}.json`, config.root)));
        updateConfig({
          vite: {
            plugins: [
              {
                name: MODULE_ID,
                resolveId: (id: string) => (id === MODULE_ID ? RESOLVED : undefined),
                load(id: string) {
                  if (id !== RESOLVED) return undefined;
                  for (const file of files) this.addWatchFile(file);
                  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
                  return islandAssetsSource(messagesByLocale(Object.fromEntries(files.map((file) => [file, read(file)]))));
                },
              },
            ],
          },
        });
      },
    },
  };
}
