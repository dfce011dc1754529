/** Each island's icons and messages, typed from the table that makes them (src/data/island-assets.ts). */
declare module 'virtual:island-assets/reading' {
  export const ICONS: import('../data/island-assets').IslandIcons<'reading'>;
  export const MESSAGES: import('../data/island-assets').IslandMessages;
}
declare module 'virtual:island-assets/lab' {
  export const ICONS: import('../data/island-assets').IslandIcons<'lab'>;
  export const MESSAGES: import('../data/island-assets').IslandMessages;
}
declare module 'virtual:island-assets/theme' {
  export const ICONS: import('../data/island-assets').IslandIcons<'theme'>;
  export const MESSAGES: import('../data/island-assets').IslandMessages;
}
declare module 'virtual:island-assets/locale' {
  export const ICONS: import('../data/island-assets').IslandIcons<'locale'>;
  export const MESSAGES: import('../data/island-assets').IslandMessages;
}
declare module 'virtual:island-assets/test' {
  export const ICONS: import('../data/island-assets').IslandIcons<'test'>;
  export const MESSAGES: import('../data/island-assets').IslandMessages;
}
declare module 'virtual:island-assets/error' {
  export const ICONS: import('../data/island-assets').IslandIcons<'error'>;
  export const MESSAGES: import('../data/island-assets').IslandMessages;
}
