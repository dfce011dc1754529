import { iconSvg, iconSvgs } from '../lib/icon-svg.ts';
import { LOCALES } from '../i18n/locales.ts';
import { pickFrom, type Resources } from '../i18n/resources.ts';
import { READING_ICON_NAMES } from './reading-icons.ts';
import { LAB_ICON_NAMES } from './lab-icons.ts';

/** The theme menu's icons: one per choice, and the padlock of a page that forces its mode. */
export const THEME_ICON_NAMES = {
  system: 'circle-half-full',
  dark: 'weather-night',
  light: 'white-balance-sunny',
  forced: 'lock',
} as const;

/** The error screen's way home. */
const HOME_ICON_NAME = 'home-outline';

/** The error screen's messages. */
export const ERROR_PREFIXES = ['error.'] as const;

/**
 * What the islands draw and say on every page they are on, whatever the page: their icons (SVG
 * markup) and the error screen's messages in every language. They come in the islands' cached
 * code (`virtual:island-assets`) instead of each page's props, so no document carries them.
 */
export function islandAssets(resources: Resources) {
  return {
    READING_ICONS: iconSvgs(READING_ICON_NAMES),
    LAB_ICONS: iconSvgs(LAB_ICON_NAMES),
    THEME_ICONS: iconSvgs(THEME_ICON_NAMES),
    HOME_ICON: iconSvg(HOME_ICON_NAME),
    ERROR_MESSAGES: Object.fromEntries(LOCALES.map((locale) => [locale, pickFrom(resources, locale, ERROR_PREFIXES)])),
  };
}

/** The module's source: one export per value, so that an island's bundle keeps only what it imports. */
export function islandAssetsSource(resources: Resources): string {
  return Object.entries(islandAssets(resources))
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
}
