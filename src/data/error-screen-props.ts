import { iconSvg } from '../lib/icon-svg';
import { localizedPath, pickMessages, type Locale } from '../i18n';
import type { ErrorScreenTexts } from '../islands/ErrorScreen';

/** Server side only: the props an island's error boundary needs (`errorScreen={errorScreenProps(locale)}`). */
export function errorScreenProps(locale: Locale): ErrorScreenTexts {
  return {
    locale,
    messages: pickMessages(locale, ['error.']),
    homeHref: localizedPath(locale, 'index'),
    homeIcon: iconSvg('home-outline'),
  };
}
