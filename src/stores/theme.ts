import { map, onMount } from 'nanostores';
import {
  COLOR_MODE_KEY,
  parseForcedMode,
  resolveTheme,
  type ThemePreference,
  type ThemeValue,
} from '../lib/theme/resolve';
import { readPreference, writePreference, type PreferenceStorage } from '../lib/theme/storage';

export type { ThemePreference, ThemeValue };

export interface ThemeState {
  preference: ThemePreference;
  /** The mode in effect. */
  value: ThemeValue;
  /** True while the page imposes its own mode. */
  forced: boolean;
  /** True until the browser has resolved the value. */
  unknown: boolean;
}

/** Colour mode shared by the islands. Server renders see the initial, `unknown` state. */
export const $theme = map<ThemeState>({ preference: 'system', value: 'light', forced: false, unknown: true });

const DARK_QUERY = '(prefers-color-scheme: dark)';
let started = false;
/** The preference of this session, kept in memory too: storage may be unavailable (privacy mode). */
let sessionPreference: ThemePreference | undefined;

function storage(): PreferenceStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function systemDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

/** Recomputes the state from the page (`data-force-theme`), the preference and the OS, and applies it to <html>. */
function sync(): void {
  const root = document.documentElement;
  const preference = sessionPreference ?? readPreference(storage());
  const { mode } = parseForcedMode(root.dataset.forceTheme);
  const { value, forced } = resolveTheme(preference, systemDark(), mode);
  root.classList.remove(value === 'dark' ? 'light' : 'dark');
  root.classList.add(value);
  root.style.colorScheme = value;
  root.dataset.colorMode = preference;
  $theme.set({ preference, value, forced, unknown: false });
}

/**
 * Starts following the page, the OS setting and other tabs (browser only, idempotent). The
 * before-paint script has already applied the same state; this keeps it live.
 */
export function startTheme(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  sync();
  if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).addEventListener('change', sync);
  // Back from the back/forward cache, the preference may have changed on another page.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) sync();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== COLOR_MODE_KEY) return;
    sessionPreference = undefined;
    sync();
  });
}

// Any island reading the store brings it to life.
onMount($theme, () => startTheme());

/** The visitor's choice: saved when storage allows, applied at once (unless the page forces its mode). */
export function setThemePreference(preference: ThemePreference): void {
  sessionPreference = preference;
  writePreference(storage(), preference);
  sync();
}
