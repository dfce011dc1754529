/** Each island's icons and messages (src/data/island-assets.ts, served by src/integrations/island-assets.ts). */
declare module 'virtual:island-assets/reading' {
  export const ICONS: import('../data/reading-icons').ReadingIcons;
  export const MESSAGES: Record<import('../i18n/locales').Locale, import('../i18n/translate').Messages>;
}
declare module 'virtual:island-assets/lab' {
  export const ICONS: import('../data/lab-icons').LabIcons;
  export const MESSAGES: Record<import('../i18n/locales').Locale, import('../i18n/translate').Messages>;
}
declare module 'virtual:island-assets/theme' {
  export const ICONS: Record<keyof typeof import('../data/island-assets').THEME_ICON_NAMES, string>;
  export const MESSAGES: Record<import('../i18n/locales').Locale, import('../i18n/translate').Messages>;
}
declare module 'virtual:island-assets/locale' {
  export const MESSAGES: Record<import('../i18n/locales').Locale, import('../i18n/translate').Messages>;
}
declare module 'virtual:island-assets/test' {
  export const MESSAGES: Record<import('../i18n/locales').Locale, import('../i18n/translate').Messages>;
}
declare module 'virtual:island-assets/error' {
  export const ICONS: { home: string };
  export const MESSAGES: Record<import('../i18n/locales').Locale, import('../i18n/translate').Messages>;
}
