import type { BrowserEnv } from '../../lib/browser/env';

/** How often the track playing now is refreshed while the tab is visible. */
export const POLL_INTERVAL_MS = 30_000;
/** The longest wait between refreshes after failures: 20 polls, ten minutes. */
export const MAX_POLL_BACKOFF = 20;

/**
 * Polls skipped after `failures` failed refreshes in a row: 1, 3, 7… (the wait doubles), up to
 * `MAX_POLL_BACKOFF` polls between tries; none once a refresh succeeds.
 */
export function pollsToSkip(failures: number): number {
  return failures <= 0 ? 0 : Math.min(2 ** failures, MAX_POLL_BACKOFF) - 1;
}

export type PollEnv = Pick<BrowserEnv, 'visible' | 'onVisibility' | 'setInterval' | 'clearInterval'>;

/**
 * Refreshes the track playing now every `POLL_INTERVAL_MS` while the tab is seen, and at once when
 * it is seen again; after failures, waits longer (`pollsToSkip`). `refresh` resolves whether it
 * succeeded, or `undefined` when it was cut short (it then counts for nothing). Returns the
 * function that stops.
 */
export function pollNowPlaying(env: PollEnv, refresh: () => Promise<boolean | undefined>): () => void {
  /** Failed refreshes in a row, and the polls still to skip before the next try. */
  let failures = 0;
  let skipped = 0;
  const run = async () => {
    const ok = await refresh();
    if (ok === undefined) return;
    failures = ok ? 0 : failures + 1;
    skipped = pollsToSkip(failures);
  };
  const tick = () => {
    if (skipped > 0) skipped--;
    else void run();
  };
  let timer: number | undefined;
  const startTimer = () => {
    env.clearInterval(timer);
    timer = env.setInterval(tick, POLL_INTERVAL_MS);
  };
  const stopVisibility = env.onVisibility(() => {
    if (env.visible()) {
      void run();
      startTimer();
    } else {
      env.clearInterval(timer);
      timer = undefined;
    }
  });
  if (env.visible()) startTimer();
  return () => {
    env.clearInterval(timer);
    stopVisibility();
  };
}
