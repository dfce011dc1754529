import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { reportAppError } from '../lib/browser/events';
import { ErrorScreen } from './ErrorScreen';
import type { Locale } from '../i18n/locales';
import { renderedByReact } from '../lib/react-renderer';

export interface IslandErrorBoundaryProps {
  /** The island's language, which the error screen speaks. */
  locale: Locale;
  children?: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Wraps an island: an error thrown while it renders shows the error screen in place of that
 * island only, and turns the loading bar to its error colour. React logs the error itself
 * (its default `onCaughtError` writes it to the console).
 */
export class IslandErrorBoundary extends Component<IslandErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportAppError(error);
  }

  override render() {
    if (this.state.failed) return <ErrorScreen error={this.state.error} locale={this.props.locale} />;
    return this.props.children;
  }
}

/** An island component wrapped in the boundary, whose error screen speaks the island's `locale`. */
export function withIslandErrorBoundary<P extends { locale: Locale }>(Island: ComponentType<P>) {
  function Bounded(props: P) {
    return (
      <IslandErrorBoundary locale={props.locale}>
        <Island {...props} />
      </IslandErrorBoundary>
    );
  }
  Bounded.displayName = `Bounded(${Island.displayName ?? Island.name ?? 'Island'})`;
  // Marked as React's for Astro: the header's two selectors are on every page, and asking each
  // renderer instead costs a render more (about 0.4 ms a page of a build).
  return renderedByReact(Bounded);
}
