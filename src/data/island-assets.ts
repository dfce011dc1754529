import { iconSvgs } from '../lib/icon-svg.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import type { Messages } from '../i18n/translate.ts';
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

/**
 * What each island draws and says, whatever the page: its icons (role → mdi name) and its
 * messages, by the prefixes of their keys (`!` leaves keys out). A page that renders the same
 * messages on the server picks them by the same prefixes.
 */
export const ISLAND_ASSETS = {
  reading: { icons: READING_ICON_NAMES, messages: ['readings.', '!readings.item.', 'meta.newTab'] },
  lab: { icons: LAB_ICON_NAMES, messages: ['lab.', 'meta.newTab'] },
  theme: { icons: THEME_ICON_NAMES, messages: ['theme.'] },
  locale: { icons: {}, messages: ['locale.'] },
  test: { icons: {}, messages: ['test.'] },
  /** The error screen, which every island's error boundary may show. */
  error: { icons: { home: 'home-outline' }, messages: ['error.'] },
} as const;

export type IslandAssetsName = keyof typeof ISLAND_ASSETS;
/** An island's icons as its module exports them: SVG markup by role (`virtual:island-assets/<name>`). */
export type IslandIcons<N extends IslandAssetsName> = Record<keyof (typeof ISLAND_ASSETS)[N]['icons'], string>;
/** An island's messages as its module exports them, in every language. */
export type IslandMessages = Record<Locale, Messages>;

/**
 * The source of `virtual:island-assets/<name>`: the island's icons as SVG markup (`ICONS`) and
 * its messages in every language (`MESSAGES`), since an island's code serves every page it is on.
 * They come in the islands' cached code, asked for once a visitor acts, instead of each page's
 * props, which every document carried before its first paint. One module per island, so that each
 * island's bundle holds its own and no other's.
 */
export function islandAssetsSource(name: IslandAssetsName, resources: Resources): string {
  const { icons, messages }: { icons: Readonly<Record<string, string>>; messages: readonly string[] } = ISLAND_ASSETS[name];
  const inEveryLocale = Object.fromEntries(LOCALES.map((locale) => [locale, pickFrom(resources, locale, messages)]));
  return `export const ICONS = ${JSON.stringify(iconSvgs(icons))};\nexport const MESSAGES = ${JSON.stringify(inEveryLocale)};\n`;
}
