import './ErrorScreen.css';
import { useEffect, useRef } from 'react';
import { bindTranslate } from '../i18n/translate';
import { errorDetail, errorMessage } from '../lib/error-details';
import { errorScreenTexts } from './error-screen-texts';
import type { Locale } from '../i18n/locales';

export interface ErrorScreenProps {
  /** The language it speaks (its texts and links come with the islands' code). */
  locale: Locale;
  /** What was thrown: its message is shown, and the raw error in a `<pre>`. */
  error: unknown;
  /** Level of the "Dang!" heading within the page. */
  headingLevel?: 2 | 3;
  /** Announced when it appears (an island that failed); `false` for a static sample. */
  live?: boolean;
}

/**
 * The error screen, the only one: islands' error boundaries render it, and Astro pages render it
 * statically (`<ErrorScreen locale={locale} error={…} live={false} />`).
 */
export function ErrorScreen({ error, locale, headingLevel = 2, live = true }: ErrorScreenProps) {
  const { messages, homeHref, elsewhere, homeIcon } = errorScreenTexts(locale);
  const t = bindTranslate(messages, locale);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  // After a crash the focused control is gone: the focus goes to the heading, not to <body>.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (live) heading.current?.focus();
  }, [live]);
  return (
    <section className="error-screen" data-error-screen role={live ? 'alert' : undefined}>
      <p className="error-screen__emoji" aria-hidden="true">
        💥
      </p>
      <Heading className="error-screen__title" ref={heading} tabIndex={-1}>
        {t('error.title')}
      </Heading>
      <p className="error-screen__message">{errorMessage(error) || t('error.unknown')}</p>
      <p className="error-screen__intro">{t('error.intro')}</p>
      <p className="error-screen__sorry">{t('error.sorry')}</p>
      <div className="error-screen__details">
        <p className="error-screen__label">{t('error.details')}</p>
        <pre className="error-screen__pre" tabIndex={0}>
          {errorDetail(error)}
        </pre>
      </div>
      <a className="button" href={homeHref}>
        <span className="error-screen__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: homeIcon }} />
        {t('error.home')}
      </a>
      <p className="error-screen__elsewhere">
        {t('error.elsewhere')} <a href={elsewhere.readings}>{t('error.readings')}</a> · <a href={elsewhere.lab}>{t('error.lab')}</a>
      </p>
    </section>
  );
}
