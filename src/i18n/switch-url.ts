import type { Locale } from './locales.ts';
import { switchLocalePath } from './url.ts';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The same page in `locale`, keeping the query string and the hash. */
export function localeSwitchUrl({ pathname, search, hash }: PageLocation, locale: Locale, base?: string): string {
  return `${switchLocalePath(pathname, locale, base)}${search}${hash}`;
}
