import { COLOR_MODE_KEY, parsePreference, type ThemePreference } from './resolve.ts';

/** The subset of `Storage` the theme uses, so tests can pass a fake or a throwing one. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored preference; a missing, unreadable (privacy mode) or garbage value is `system`. */
export function readPreference(storage: PreferenceStorage | undefined): ThemePreference {
  try {
    return parsePreference(storage?.getItem(COLOR_MODE_KEY));
  } catch {
    return 'system';
  }
}

/** Saves the preference (`system` clears the key); false when storage refuses it. */
export function writePreference(storage: PreferenceStorage | undefined, preference: ThemePreference): boolean {
  try {
    if (!storage) return false;
    if (preference === 'system') storage.removeItem(COLOR_MODE_KEY);
    else storage.setItem(COLOR_MODE_KEY, preference);
    return true;
  } catch {
    return false;
  }
}
