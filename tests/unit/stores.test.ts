// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

/** A controllable `prefers-color-scheme` and a storage that can refuse access. */
function setup({ osDark = false, storage = 'ok' }: { osDark?: boolean; storage?: 'ok' | 'throws' } = {}) {
  const listeners = new Set<Listener>();
  const query = { matches: osDark, addEventListener: (_: string, l: Listener) => listeners.add(l) };
  vi.stubGlobal('matchMedia', () => query);
  if (storage === 'throws') {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  }
  return {
    setOs(dark: boolean) {
      query.matches = dark;
      listeners.forEach((l) => l());
    },
  };
}

const root = () => document.documentElement;
const storageDescriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');

describe('theme store', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    root().className = '';
    delete root().dataset.forceTheme;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    if (storageDescriptor) Object.defineProperty(window, 'localStorage', storageDescriptor);
    else delete (window as { localStorage?: unknown }).localStorage;
  });

  it('starts from storage, then follows the choice', async () => {
    setup({ osDark: true });
    localStorage.setItem('color-mode', 'light');
    const { $theme, startTheme, setThemePreference } = await import('../../src/stores/theme');
    startTheme();
    expect($theme.get()).toEqual({ preference: 'light', value: 'light', forced: false, unknown: false });
    expect(root().classList.contains('light')).toBe(true);
    setThemePreference('dark');
    expect(localStorage.getItem('color-mode')).toBe('dark');
    expect(root().className).toBe('dark');
    expect(root().style.colorScheme).toBe('dark');
    expect(root().dataset.colorMode).toBe('dark');
    setThemePreference('system');
    expect(localStorage.getItem('color-mode')).toBeNull();
    expect($theme.get().value).toBe('dark');
  });

  it('starts by itself for any island that reads it', async () => {
    setup({ osDark: true });
    const { $theme } = await import('../../src/stores/theme');
    const seen: boolean[] = [];
    const stop = $theme.subscribe((state) => seen.push(state.unknown));
    expect(seen.at(-1)).toBe(false);
    expect($theme.get()).toMatchObject({ preference: 'system', value: 'dark' });
    stop();
  });

  it('follows the OS live under system only', async () => {
    const os = setup({ osDark: false });
    const { $theme, startTheme, setThemePreference } = await import('../../src/stores/theme');
    startTheme();
    expect($theme.get().value).toBe('light');
    os.setOs(true);
    expect($theme.get().value).toBe('dark');
    expect(root().className).toBe('dark');
    setThemePreference('light');
    os.setOs(false);
    os.setOs(true);
    expect($theme.get().value).toBe('light');
  });

  it('lets a page force its mode', async () => {
    setup();
    localStorage.setItem('color-mode', 'light');
    root().dataset.forceTheme = 'dark';
    const { $theme, startTheme } = await import('../../src/stores/theme');
    startTheme();
    expect($theme.get()).toMatchObject({ preference: 'light', value: 'dark', forced: true });
  });

  it('takes up a choice made on another page when this one comes back from the back/forward cache', async () => {
    setup({ osDark: false });
    localStorage.setItem('color-mode', 'light');
    const { $theme, startTheme } = await import('../../src/stores/theme');
    startTheme();
    localStorage.setItem('color-mode', 'dark');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect($theme.get().value).toBe('light');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect($theme.get()).toMatchObject({ preference: 'dark', value: 'dark' });
    expect(root().className).toBe('dark');
  });

  it('ignores a forced system', async () => {
    setup({ osDark: true });
    localStorage.setItem('color-mode', 'light');
    root().dataset.forceTheme = 'system';
    const { $theme, startTheme } = await import('../../src/stores/theme');
    startTheme();
    expect($theme.get()).toMatchObject({ value: 'light', forced: false });
  });

  it('works for the page when storage throws (privacy mode)', async () => {
    setup({ osDark: false, storage: 'throws' });
    const { $theme, startTheme, setThemePreference } = await import('../../src/stores/theme');
    expect(() => startTheme()).not.toThrow();
    expect(() => setThemePreference('dark')).not.toThrow();
    expect($theme.get().value).toBe('dark');
    expect(root().className).toBe('dark');
  });
});

describe('locale store', () => {
  beforeEach(() => vi.resetModules());

  it('holds the page language', async () => {
    root().lang = 'en';
    const { $locale, startLocale } = await import('../../src/stores/locale');
    startLocale();
    expect($locale.get()).toBe('en');
  });

  it('writes the cookie, and survives cookies that throw', async () => {
    const { rememberLocale } = await import('../../src/stores/locale');
    rememberLocale('en');
    expect(document.cookie).toContain('locale=en');
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      set() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => rememberLocale('fr')).not.toThrow();
    if (descriptor) delete (document as { cookie?: string }).cookie;
  });
});
