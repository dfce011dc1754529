import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $theme, setThemePreference, startTheme, type ThemePreference } from '../stores/theme';
import { THEME_PREFERENCES } from '../lib/theme/resolve';
import { bindTranslate } from '../i18n/translate';
import type { Locale } from '../i18n/locales';
import { withIslandErrorBoundary } from './IslandErrorBoundary';
import { ICONS as icons, MESSAGES } from 'virtual:island-assets/theme';

export interface Props {
  locale: Locale;
}

const FORCEABLE = ['dark', 'light'] as const;

/**
 * The header's colour-mode menu button (Auto / Dark / Light). Its button shows the current
 * choice from the first paint: the before-paint script sets `data-color-mode` (and a forcing page
 * `data-force-theme`) on <html>, and CSS shows the matching icon and text, so the server render
 * is right before any JavaScript loads.
 */

function ThemeSelect({ locale }: Props) {
  const t = bindTranslate(MESSAGES[locale], locale);
  const theme = useStore($theme);
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const refocusAfterClose = useRef(false);
  // One selector per header, and one header per language (the 404 document has one of each): its
  // element ids are fixed by its language, not useId's (see the React integration in astro.config.mjs).
  const id = `theme-${locale}`;
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  // The server knows no preference: the first client render matches it, the store takes over after mount.
  const preference: ThemePreference = mounted ? theme.preference : 'system';
  const forcedMode = mounted && theme.forced ? theme.value : undefined;
  const choiceName = (choice: ThemePreference) => t(`theme.${choice}`);
  const forcedText = (mode: (typeof FORCEABLE)[number]) => t(mode === 'dark' ? 'theme.forcedDark' : 'theme.forcedLight');

  useEffect(() => {
    startTheme();
    setMounted(true);
  }, []);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
    else if (refocusAfterClose.current) {
      refocusAfterClose.current = false;
      if (document.activeElement !== buttonRef.current) buttonRef.current?.focus();
    }
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // A page left with the menu open and shown again from the back/forward cache shows it closed.
    const close = () => setOpen(false);
    document.addEventListener('pointerdown', outside);
    window.addEventListener('pagehide', close);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('pagehide', close);
    };
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const checkedIndex = () => Math.max(0, THEME_PREFERENCES.indexOf(preference));
  const close = (refocus: boolean) => {
    setOpen(false);
    if (!refocus) return;
    buttonRef.current?.focus();
    // Again once the menu is gone: removing the item that held focus must not leave it on the page.
    refocusAfterClose.current = true;
  };
  const choose = (choice: ThemePreference) => {
    setThemePreference(choice);
    close(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? checkedIndex() : THEME_PREFERENCES.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = THEME_PREFERENCES.length - 1;
    const move: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in move) {
      event.preventDefault();
      setActive(move[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(THEME_PREFERENCES[active]!);
    } else if (event.key.length === 1) {
      const index = THEME_PREFERENCES.findIndex((choice) =>
        choiceName(choice).toLocaleLowerCase(locale).startsWith(event.key.toLocaleLowerCase(locale)),
      );
      if (index >= 0) setActive(index);
    }
  };

  return (
    <div className="theme-select" ref={rootRef} data-hydrated={mounted ? '' : undefined}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="theme-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(checkedIndex()))}
        onKeyDown={onButtonKeyDown}
      >
        {THEME_PREFERENCES.map((choice) => (
          <span key={choice} className="theme-current" data-choice={choice}>
            <span className="theme-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons[choice] }} />
            <span className="sr-only">{t('theme.current', { choice: choiceName(choice) })}</span>
          </span>
        ))}
        <span className="theme-lock" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons.forced }} />
        {FORCEABLE.map((mode) => (
          <span key={mode} className="theme-forced-note sr-only" data-forced={mode}>
            {`(${forcedText(mode)})`}
          </span>
        ))}
      </button>
      {/* The menu exists only while open: a closed one is markup every page of a build would render for nothing. */}
      {open && (
        <div className="theme-popover">
          <p className="theme-popover-title" aria-hidden="true">
            {t('theme.label')}
          </p>
          <ul role="menu" id={menuId} aria-labelledby={buttonId} className="theme-menu" onKeyDown={onMenuKeyDown}>
            {THEME_PREFERENCES.map((choice, index) => (
              <li
                key={choice}
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                role="menuitemradio"
                aria-checked={preference === choice}
                tabIndex={index === active ? 0 : -1}
                className="theme-item"
                onClick={() => choose(choice)}
                onPointerMove={() => setActive(index)}
              >
                <span className="theme-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons[choice] }} />
                <span className="theme-item-label">{choiceName(choice)}</span>
                {choice === 'system' && <span className="theme-item-hint">{t('theme.systemHint')}</span>}
              </li>
            ))}
          </ul>
          {forcedMode && (
            <p className="theme-forced" role="note">
              <span className="theme-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons.forced }} />
              {forcedText(forcedMode)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

export default withIslandErrorBoundary(ThemeSelect);
