/** Scrobbles newer than this are shown as relative times ("3 minutes ago"). */
export const RELATIVE_LIMIT_MS = 24 * 60 * 60 * 1000;

/** Total scrobbles, grouped per locale: `48213` → "48,213" / "48 213". */
export function formatCount(value: number, languageTag: string): string {
  return new Intl.NumberFormat(languageTag).format(value);
}

/**
 * When a track was scrobbled. With `now`, scrobbles of the last 24 h read as relative times and
 * older ones as a date in the visitor's time zone. Without `now` (the server render, and the
 * first render in the browser, which must match it) the date is absolute, in `timeZone`.
 */
export function formatScrobbleTime(
  date: number,
  languageTag: string,
  now?: number,
  timeZone?: string,
): string {
  if (now !== undefined) {
    const elapsed = now - date;
    if (elapsed >= -60_000 && elapsed < RELATIVE_LIMIT_MS) {
      const rtf = new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' });
      const seconds = Math.max(0, Math.round(elapsed / 1000));
      if (seconds < 60) return rtf.format(-seconds, 'second');
      const minutes = Math.round(seconds / 60);
      if (minutes < 60) return rtf.format(-minutes, 'minute');
      return rtf.format(-Math.round(minutes / 60), 'hour');
    }
  }
  return new Intl.DateTimeFormat(languageTag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone && { timeZone }),
  }).format(date);
}
