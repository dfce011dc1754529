import './test-playground.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n/locales';
import { bindTranslate } from '../i18n/translate';
import { loadingBar } from '../scripts/loading-bar';
import { $theme } from '../stores/theme';
import { withIslandErrorBoundary } from './IslandErrorBoundary';
import { MESSAGES } from 'virtual:island-assets/test';

export interface TestPlaygroundProps {
  locale: Locale;
}

const LOADING_DEMO_MS = 1200;

/** Throws while rendering: what the error boundary is there to catch. */
function Thrower({ message }: { message: string }): never {
  throw new Error(message);
}

function Playground({ locale }: TestPlaygroundProps) {
  const t = bindTranslate(MESSAGES[locale], locale);
  const theme = useStore($theme);
  // The server cannot know the visitor's theme: show the state once mounted (no hydration mismatch).
  const [mounted, setMounted] = useState(false);
  const [broken, setBroken] = useState(false);
  useEffect(() => setMounted(true), []);

  const runLoadingBar = () => {
    loadingBar.start();
    window.setTimeout(() => loadingBar.finish(), LOADING_DEMO_MS);
  };

  return (
    <div className="playground" data-playground data-hydrated={mounted ? '' : undefined}>
      <div className="playground__block">
        <h3>{t('test.theme')}</h3>
        <p className="muted">{t('test.themeHint')}</p>
        <pre className="playground__state" data-theme-state aria-live="polite" tabIndex={0}>
          {mounted
            ? JSON.stringify(
                { preference: theme.preference, value: theme.value, forced: theme.forced, unknown: theme.unknown },
                null,
                2,
              )
            : t('test.pending')}
        </pre>
      </div>
      <div className="playground__block">
        <h3>{t('test.loadingBar')}</h3>
        <button type="button" className="button" data-variant="ghost" onClick={runLoadingBar} disabled={!mounted}>
          {t('test.loadingBar.run')}
        </button>
      </div>
      <div className="playground__block">
        <h3>{t('test.error')}</h3>
        <p className="muted">{t('test.error.hint')}</p>
        <button type="button" className="button" data-variant="danger" onClick={() => setBroken(true)} disabled={!mounted}>
          {t('test.error.throw')}
        </button>
        {broken && <Thrower message={t('test.error.message')} />}
      </div>
    </div>
  );
}

/** The test page's island: live theme state, the loading bar, and a render error on demand. */
const TestPlayground = withIslandErrorBoundary(Playground);
export default TestPlayground;
