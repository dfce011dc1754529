/**
 * Window events the islands and the platform scripts use to talk without importing each other.
 * `app:error` — an island caught an error while rendering (detail: the Error); the loading bar
 * turns to its error colour.
 */
export const APP_ERROR_EVENT = 'app:error';

export function reportAppError(error: unknown): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(APP_ERROR_EVENT, { detail: error }));
}
