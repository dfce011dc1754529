import { iconSvg } from '../lib/icon-svg';
import { oncePerKey } from '../lib/once-per-key';
import { localizedPath, pickMessages, type Locale } from '../i18n';
import type { ErrorScreenTexts } from '../islands/ErrorScreen';

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
