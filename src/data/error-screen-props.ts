import { iconSvg } from '../lib/icon-svg.ts';
import { oncePerKey } from '../once-per-key.ts';
import { localizedPath, pickMessages, type Locale, type Messages } from '../i18n/index.ts';

/** What an island needs to show the error screen; built on the server by `errorScreenProps` below. */
export interface ErrorScreenTexts {
  locale: Locale;
  /** The `error.` messages. */
  messages: Messages;
  /** The home page of the locale. */
  homeHref: string;
  /** Other ways forward in the locale: the reading list and the lab. */
  elsewhere: { readings: string; lab: string };
  /** Build-time SVG of the home icon. */
  homeIcon: string;
}

/**
 * Server side only: the props an island's error boundary needs (`errorScreen={errorScreenProps(locale)}`),
 * made once per locale: every page of a build has islands in its header.
 */
export const errorScreenProps = oncePerKey(
  (locale: Locale): ErrorScreenTexts => ({
    locale,
    messages: pickMessages(locale, ['error.']),
    homeHref: localizedPath(locale, 'index'),
    elsewhere: { readings: localizedPath(locale, 'readings'), lab: localizedPath(locale, 'lab') },
    homeIcon: iconSvg('home-outline'),
  }),
);
