/**
 * After a failed chunk load the page reloads to pick up the new build, but only once in a
 * while: a chunk that stays broken must not make the page reload forever.
 */
export const RELOAD_GUARD_KEY = 'platform:chunk-reload';
export const RELOAD_GUARD_WINDOW = 10_000;

/** A stored timestamp, or `null` for a missing or unreadable one. */
export function parseTimestamp(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,16}$/.test(raw)) return null;
  return Number(raw);
}

/** True when no reload happened in the last `windowMs` (a timestamp from the future counts as none). */
export function mayReload(now: number, lastReload: number | null, windowMs: number = RELOAD_GUARD_WINDOW): boolean {
  if (lastReload === null || lastReload > now) return true;
  return now - lastReload >= windowMs;
}
