import type { Locale } from './locales.ts';

export const LOCALE_COOKIE = 'locale';
/** One year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that records an explicit language choice. */
export function localeCookie(locale: Locale, secure: boolean): string {
  const parts = [`${LOCALE_COOKIE}=${locale}`, `Max-Age=${LOCALE_COOKIE_MAX_AGE}`, 'Path=/', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The locale recorded in cookie `name` of a cookie string (`document.cookie`), or `undefined` if
 * none or not one of `locales`. Also runs before paint (self-contained, see src/scripts/before-paint.ts).
 */
export function readLocaleCookie<L extends string>(cookies: string | undefined, locales: readonly L[], name: string): L | undefined {
  if (!cookies) return undefined;
  for (const pair of cookies.split(';')) {
    const [key, ...rest] = pair.split('=');
    if (key?.trim() !== name) continue;
    const value = rest.join('=').trim();
    return locales.find((locale) => locale === value);
  }
  return undefined;
}
