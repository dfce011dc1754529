import { ICONS, MESSAGES } from 'virtual:island-assets/error';
import { localizedPath } from '../i18n/url';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/translate';

/** What the error screen says and links to in a language. */
export interface ErrorScreenTexts {
  /** The `error.` messages. */
  messages: Messages;
  /** The home page of the locale. */
  homeHref: string;
  /** Other ways forward in the locale: the reading list and the lab. */
  elsewhere: { readings: string; lab: string };
  /** The home icon's SVG. */
  homeIcon: string;
}

/**
 * The error screen's texts and links in `locale`, from the islands' code (`virtual:island-assets/error`)
 * rather than each page's props: a page whose islands never fail carries none of them.
 */
export function errorScreenTexts(locale: Locale): ErrorScreenTexts {
  return {
    messages: MESSAGES[locale],
    homeHref: localizedPath(locale, 'index'),
    elsewhere: { readings: localizedPath(locale, 'readings'), lab: localizedPath(locale, 'lab') },
    homeIcon: ICONS.home,
  };
}
