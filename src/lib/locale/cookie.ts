import { isLocale, type Locale } from '../../i18n/locales';

export const LOCALE_COOKIE = 'locale';
/** One year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that records an explicit language choice. */
export function localeCookie(locale: Locale, secure: boolean): string {
  const parts = [`${LOCALE_COOKIE}=${locale}`, `Max-Age=${LOCALE_COOKIE_MAX_AGE}`, 'Path=/', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The locale recorded in a cookie string (`document.cookie`), or `undefined` if none or invalid. */
export function readLocaleCookie(cookies: string | undefined): Locale | undefined {
  if (!cookies) return undefined;
  for (const pair of cookies.split(';')) {
    const [name, ...rest] = pair.split('=');
    if (name?.trim() !== LOCALE_COOKIE) continue;
    const value = rest.join('=').trim();
    return isLocale(value) ? value : undefined;
  }
  return undefined;
}
