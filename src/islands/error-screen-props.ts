import { icons } from '@iconify-json/mdi';
import { getIconData, iconToHTML, iconToSVG, replaceIDs } from '@iconify/utils';
import { localizedPath, pickMessages, type Locale } from '../i18n';
import type { ErrorScreenTexts } from './ErrorScreen';

/** Server side only: the props an island's error boundary needs (`errorScreen={errorScreenProps(locale)}`). */
export function errorScreenProps(locale: Locale): ErrorScreenTexts {
  const icon = getIconData(icons, 'home-outline');
  if (!icon) throw new Error('Unknown icon: mdi:home-outline');
  const svg = iconToSVG(icon, { height: '1em' });
  return {
    locale,
    messages: pickMessages(locale, ['error.']),
    homeHref: localizedPath(locale, 'index'),
    homeIcon: iconToHTML(replaceIDs(svg.body), svg.attributes),
  };
}
