/** The islands' icons and the error screen's messages (src/data/island-assets.ts, src/integrations/island-assets.ts). */
declare module 'virtual:island-assets' {
  export const READING_ICONS: import('../data/reading-icons').ReadingIcons;
  export const LAB_ICONS: import('../data/lab-icons').LabIcons;
  export const THEME_ICONS: Record<keyof typeof import('../data/island-assets').THEME_ICON_NAMES, string>;
  export const HOME_ICON: string;
  export const ERROR_MESSAGES: Record<import('../i18n/locales').Locale, import('../i18n/translate').Messages>;
}
