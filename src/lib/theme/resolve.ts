export type ThemePreference = 'system' | 'light' | 'dark';
export type ThemeValue = 'light' | 'dark';

/** `localStorage` key of the visitor's preference. */
export const COLOR_MODE_KEY = 'color-mode';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'dark', 'light'];

/** A stored or received preference; anything unexpected (missing, garbage) means `system`. */
export function parsePreference(raw: unknown): ThemePreference {
  return raw === 'light' || raw === 'dark' ? raw : 'system';
}

export interface ForcedMode {
  /** The mode the page imposes, if any. */
  mode: ThemeValue | undefined;
  /** True when the page asked for `system`, which cannot be forced. */
  refused: boolean;
}

/** A page's `data-force-theme`: `light`/`dark` force that mode; `system` is refused; the rest is ignored. */
export function parseForcedMode(raw: unknown): ForcedMode {
  if (raw === 'light' || raw === 'dark') return { mode: raw, refused: false };
  return { mode: undefined, refused: raw === 'system' };
}

export const FORCED_SYSTEM_WARNING = 'Forcing the "system" colour mode is not allowed: the preference applies.';

export interface ResolvedTheme {
  value: ThemeValue;
  forced: boolean;
}

/** The mode in effect: a forced mode wins, then an explicit preference, then the OS setting. */
export function resolveTheme(preference: ThemePreference, systemDark: boolean, forced?: ThemeValue): ResolvedTheme {
  if (forced) return { value: forced, forced: true };
  if (preference !== 'system') return { value: preference, forced: false };
  return { value: systemDark ? 'dark' : 'light', forced: false };
}
