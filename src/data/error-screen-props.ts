import { iconSvg } from '../lib/icon-svg';
import { localizedPath, pickMessages, type Locale } from '../i18n';
import type { ErrorScreenTexts } from '../islands/ErrorScreen';

/** Server side only: the props an island's error boundary needs (`errorScreen={errorScreenProps(locale)}`). */
export function errorScreenProps(locale: Locale): ErrorScreenTexts {
  let props = made.get(locale);
  if (!props) {
    props = { locale, messages: pickMessages(locale, ['error.']), homeHref: localizedPath(locale, 'index'), homeIcon: iconSvg('home-outline') };
    made.set(locale, props);
  }
  return props;
}

/** Made once per locale: every page of a build has islands in its header. */
const made = new Map<Locale, ErrorScreenTexts>();
