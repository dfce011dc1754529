import { atom, onMount } from 'nanostores';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';
import { localeCookie } from '../i18n/cookie';

/** The locale of the page shown, for islands that format text. */
export const $locale = atom<Locale>(DEFAULT_LOCALE);

let started = false;

/** The page's language, as its `<html lang>` says (the 404 document's is set before paint). */
function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
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
