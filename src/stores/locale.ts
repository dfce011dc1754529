import { atom, onMount } from 'nanostores';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';
import { localeFromPath } from '../i18n/url';
import { localeCookie } from '../i18n/cookie';

/** The locale of the page shown, for islands that format text. */
export const $locale = atom<Locale>(DEFAULT_LOCALE);

let started = false;

function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : localeFromPath(location.pathname);
}

/** Starts following the page's language (browser only, idempotent). */
export function startLocale(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  $locale.set(pageLocale());
}

// Any island reading the store brings it to life.
onMount($locale, () => startLocale());

/** Records an explicit language choice in the `locale` cookie (ignored where cookies are refused). */
export function rememberLocale(locale: Locale): void {
  try {
    document.cookie = localeCookie(locale, location.protocol === 'https:');
  } catch {
    // Cookies disabled: the choice still applies to the page the visitor goes to.
  }
}
