// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '../../src/islands/ErrorScreen';
import type { Locale } from '../../src/i18n/locales';
import { IslandErrorBoundary, withIslandErrorBoundary } from '../../src/islands/IslandErrorBoundary';
import { APP_ERROR_EVENT } from '../../src/lib/browser/events';
import en from '../../src/i18n/en.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };

function Bomb({ message }: { message: string }): never {
  throw new Error(message);
}

function Trigger(_: { locale: Locale }) {
  const [broken, setBroken] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setBroken(true)}>
        break
      </button>
      {broken && <Bomb message="render failed" />}
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('IslandErrorBoundary', () => {
  it('renders its children while nothing fails', () => {
    render(
      <IslandErrorBoundary locale="en">
        <p>fine</p>
      </IslandErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error screen in place of the island and reports the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported: unknown[] = [];
    const listener = (event: Event) => reported.push((event as CustomEvent).detail);
    window.addEventListener(APP_ERROR_EVENT, listener);
    const Island = withIslandErrorBoundary(Trigger);
    render(
      <main>
        <h1>page</h1>
        <Island locale="en" />
      </main>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'break' }));
    window.removeEventListener(APP_ERROR_EVENT, listener);

    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h2')?.textContent).toBe(en['error.title']);
    expect(alert.textContent).toContain('render failed');
    expect(alert.textContent).toContain(en['error.intro']);
    expect(alert.textContent).toContain(en['error.sorry']);
    expect(alert.querySelector('pre')?.textContent).toContain('Error: render failed');
    const home = screen.getByRole('link', { name: en['error.home'] });
    expect(home.getAttribute('href')).toBe('/en/');
    expect(home.querySelector('.error-screen__icon svg'), 'the home icon, from the islands’ code').not.toBeNull();
    expect(screen.queryByRole('button', { name: 'break' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'page' })).toBeTruthy();
    expect(reported).toHaveLength(1);
    expect((reported[0] as Error).message).toBe('render failed');
  });
});

describe('ErrorScreen', () => {
  it('speaks French with the French texts', () => {
    render(<ErrorScreen error="oups" locale="fr" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(fr['error.title']);
    expect(screen.getByText(fr['error.intro'])).toBeTruthy();
    expect(screen.getByRole('link', { name: fr['error.home'] }).getAttribute('href')).toBe('/');
  });
  it('offers a way forward beyond home, in the screen’s language: the reading list and the lab', () => {
    render(<ErrorScreen error="oups" locale="fr" />);
    expect(screen.getByRole('link', { name: fr['error.readings'] }).getAttribute('href')).toBe('/readings/');
    expect(screen.getByRole('link', { name: fr['error.lab'] }).getAttribute('href')).toBe('/lab/');
    cleanup();
    render(<ErrorScreen error="oops" locale="en" />);
    expect(screen.getByText(en['error.elsewhere'], { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: en['error.readings'] }).getAttribute('href')).toBe('/en/readings/');
    expect(screen.getByRole('link', { name: en['error.lab'] }).getAttribute('href')).toBe('/en/lab/');
  });
  it('says "unknown error" when the thrown value has no message', () => {
    render(<ErrorScreen error={null} locale="en" />);
    expect(screen.getByText(en['error.unknown'])).toBeTruthy();
  });
});
