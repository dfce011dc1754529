import { useEffect, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, rememberLocale, startLocale } from '../stores/locale';
import { LANGUAGE_TAGS, LOCALE_LABELS, otherLocale, type Locale } from '../i18n/locales';
import { translate, type Messages } from '../i18n/translate';
import { localeSwitchUrl } from '../lib/locale/switch-url';
import { withIslandErrorBoundary } from './IslandErrorBoundary';

export interface Props {
  /** The locale of the page the server rendered. */
  locale: Locale;
  /** `locale.*` messages for each locale: the island outlives the page across client-side navigations. */
  messages: Record<Locale, Messages>;
  /** The other locale's URL for this page, as the server knows it (no query, no hash). */
  href: string;
}

/**
 * The language switch: a plain link to the same page in the other language (it works without
 * JavaScript). Once live it keeps the current query string and hash, records the choice in the
 * `locale` cookie, and follows the page's language across client-side navigations.
 */
function LocaleSelect({ locale: serverLocale, messages, href: serverHref }: Props) {
  const pageLocale = useStore($locale);
  const [mounted, setMounted] = useState(false);
  const [href, setHref] = useState(serverHref);
  const locale = mounted ? pageLocale : serverLocale;
  const target = otherLocale(locale);

  useEffect(() => {
    startLocale();
    setMounted(true);
  }, []);

  // The target follows the page: navigations (links, back button) and query changes made in place.
  useEffect(() => {
    if (!mounted) return;
    const refresh = () => setHref(localeSwitchUrl(location, otherLocale($locale.get())));
    refresh();
    document.addEventListener('astro:page-load', refresh);
    window.addEventListener('popstate', refresh);
    return () => {
      document.removeEventListener('astro:page-load', refresh);
      window.removeEventListener('popstate', refresh);
    };
  }, [mounted, pageLocale]);

  const current = () => setHref(localeSwitchUrl(location, target));

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const url = localeSwitchUrl(location, target);
    // The router reads the link's href after this handler: make it the up-to-date URL.
    event.currentTarget.href = url;
    setHref(url);
    rememberLocale(target);
  };

  return (
    <a
      className="locale-switch"
      href={href}
      hrefLang={LANGUAGE_TAGS[target]}
      lang={target}
      title={translate(messages[locale], locale, 'locale.switch')}
      data-locale-switch=""
      data-hydrated={mounted ? '' : undefined}
      onClick={onClick}
      onFocus={current}
      onPointerEnter={current}
    >
      <span aria-hidden="true" className="locale-code">
        {target.toUpperCase()}
      </span>
      <span className="sr-only">{LOCALE_LABELS[target]}</span>
    </a>
  );
}

export default withIslandErrorBoundary(LocaleSelect);
