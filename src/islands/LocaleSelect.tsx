import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, rememberLocale, startLocale } from '../stores/locale';
import { LANGUAGE_TAGS, LOCALE_LABELS, otherLocales, type Locale } from '../i18n/locales';
import { bindTranslate } from '../i18n/translate';
import { localeSwitchUrl } from '../i18n/switch-url';
import { withIslandErrorBoundary } from './IslandErrorBoundary';
import { MESSAGES } from 'virtual:island-assets/locale';

export interface Props {
  /** The locale of the page the server rendered. */
  locale: Locale;
  /** Each other locale's URL for this page, as the server knows it (no query, no hash). */
  hrefs: Partial<Record<Locale, string>>;
  /** A page with no twin in other languages (a 404): the links stay on their home pages. */
  homes?: boolean;
}

type Hrefs = Props['hrefs'];

const fromAddressBar = (locale: Locale): Hrefs =>
  Object.fromEntries(otherLocales(locale).map((target) => [target, localeSwitchUrl(location, target)]));

/**
 * The language switch: plain links to the same page in the other languages (they work without
 * JavaScript): one link for two languages, a disclosure menu for more. Once live it keeps the current
 * query string and hash, and records the choice in the `locale` cookie.
 */
function LocaleSelect({ locale: serverLocale, hrefs: serverHrefs, homes = false }: Props) {
  const pageLocale = useStore($locale);
  const [mounted, setMounted] = useState(false);
  const [hrefs, setHrefs] = useState(serverHrefs);
  const locale = mounted ? pageLocale : serverLocale;
  const targets = otherLocales(locale);
  // Its messages in every language: once live, the switch speaks the page's language from the locale store.
  const t = bindTranslate(MESSAGES[locale], locale);

  useEffect(() => {
    startLocale();
    setMounted(true);
  }, []);

  // The targets follow the address: query changes the page's islands make in place, Back and Forward.
  useEffect(() => {
    if (!mounted || homes) return;
    const refresh = () => setHrefs(fromAddressBar($locale.get()));
    refresh();
    const navigation = (window as { navigation?: EventTarget }).navigation;
    window.addEventListener('popstate', refresh);
    navigation?.addEventListener('currententrychange', refresh);
    return () => {
      window.removeEventListener('popstate', refresh);
      navigation?.removeEventListener('currententrychange', refresh);
    };
  }, [mounted, pageLocale, homes]);

  const current = () => {
    if (!homes) setHrefs(fromAddressBar(locale));
  };

  const onClick = (target: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!homes) {
      const url = localeSwitchUrl(location, target);
      // The browser follows the link's href after this handler: make it the up-to-date URL.
      event.currentTarget.href = url;
      setHrefs((all) => ({ ...all, [target]: url }));
    }
    rememberLocale(target);
  };

  const link = (target: Locale, className: string, content: ReactNode, title?: string) => (
    <a
      className={className}
      href={hrefs[target]}
      hrefLang={LANGUAGE_TAGS[target]}
      lang={target}
      title={title}
      data-locale-switch=""
      data-keep-query={homes ? undefined : ''}
      data-hydrated={mounted ? '' : undefined}
      onClick={onClick(target)}
      onFocus={current}
      onPointerEnter={current}
    >
      {content}
    </a>
  );

  if (targets.length === 1) {
    const target = targets[0]!;
    return link(
      target,
      'locale-switch',
      <>
        <span aria-hidden="true" className="locale-code">
          {target.toUpperCase()}
        </span>
        <span className="sr-only">{LOCALE_LABELS[target]}</span>
      </>,
      t('locale.switch'),
    );
  }

  return (
    <details className="locale-menu" data-hydrated={mounted ? '' : undefined}>
      <summary className="locale-switch">
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <span className="sr-only">{t('locale.label')}</span>
      </summary>
      <ul className="locale-menu-list" role="list">
        {targets.map((target) => (
          <li key={target}>{link(target, 'locale-menu-item', LOCALE_LABELS[target])}</li>
        ))}
      </ul>
    </details>
  );
}

export default withIslandErrorBoundary(LocaleSelect);
