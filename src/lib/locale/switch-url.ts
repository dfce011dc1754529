import type { Locale } from '../../i18n/locales';
import { switchLocalePath } from '../../i18n/url';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The same page in `locale`, keeping the query string and the hash. */
export function localeSwitchUrl({ pathname, search, hash }: PageLocation, locale: Locale, base?: string): string {
  return `${switchLocalePath(pathname, locale, base)}${search}${hash}`;
}
