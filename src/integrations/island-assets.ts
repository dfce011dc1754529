import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { LOCALES } from '../i18n/locales';
import { messagesByLocale } from '../i18n/resources';
import { ISLAND_ASSETS, islandAssetsSource, type IslandAssetsName } from '../data/island-assets';

const PREFIX = 'virtual:island-assets/';
const isName = (name: string): name is IslandAssetsName => Object.hasOwn(ISLAND_ASSETS, name);

/**
 * Serves `virtual:island-assets/<island>` (src/data/island-assets.ts): an island's icons and
 * messages, made when a bundle asks for the module, from the message files as they are then (the
 * dev server reloads when one changes).
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
                name: 'island-assets',
                resolveId: (id: string) => (id.startsWith(PREFIX) && isName(id.slice(PREFIX.length)) ? `\0${id}` : undefined),
                load(id: string) {
                  const name = id.startsWith(`\0${PREFIX}`) ? id.slice(PREFIX.length + 1) : '';
                  if (!isName(name)) return undefined;
                  for (const file of files) this.addWatchFile(file);
                  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
                  return islandAssetsSource(name, messagesByLocale(Object.fromEntries(files.map((file) => [file, read(file)]))));
                },
              },
            ],
          },
        });
      },
    },
  };
}
