import '../components/error-screen.css';
import type { Locale } from '../i18n/locales';
import { translate, type Messages } from '../i18n/translate';
import { errorDetail, errorMessage } from '../lib/error-details';

/** What an island needs to show the error screen; built on the server by `errorScreenProps`. */
export interface ErrorScreenTexts {
  locale: Locale;
  /** The `error.` messages. */
  messages: Messages;
  /** The home page of the locale. */
  homeHref: string;
  /** Build-time SVG of the home icon. */
  homeIcon: string;
}

export interface ErrorScreenProps extends ErrorScreenTexts {
  error: unknown;
}

/** The React twin of ErrorScreen.astro: same texts, same markup, same classes. */
export function ErrorScreen({ error, locale, messages, homeHref, homeIcon }: ErrorScreenProps) {
  const t = (key: string) => translate(messages, locale, key);
  return (
    <section className="error-screen" data-error-screen role="alert">
      <p className="error-screen__emoji" aria-hidden="true">
        💥
      </p>
      <h2 className="error-screen__title">{t('error.title')}</h2>
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
    </section>
  );
}
