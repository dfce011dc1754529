import { map } from 'nanostores';

export type ThemePreference = 'system' | 'light' | 'dark';
export type ThemeValue = 'light' | 'dark';

export interface ThemeState {
  preference: ThemePreference;
  /** The mode in effect. */
  value: ThemeValue;
  /** True while the page imposes its own mode. */
  forced: boolean;
  /** True until the browser has resolved the value. */
  unknown: boolean;
}

/** Colour mode shared by the islands (completed by the theme work). */
export const $theme = map<ThemeState>({ preference: 'system', value: 'light', forced: false, unknown: true });
