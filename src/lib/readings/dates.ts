/**
 * Dates as the owner writes them: ISO 8601, checked on their text (the YAML parser turns
 * `2026-02-30` into 2 March and `2025-03-02 09:15:00` into midnight before the schema sees them).
 */

/** The item fields that hold a date. */
export const DATE_FIELDS = ['createdTime', 'lastEditedTime', 'startedAt', 'finishedAt'] as const;

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * Whether `text` is an ISO 8601 date or date-time naming a day that exists: `2024-02-29` and
 * `2025-03-02T09:15:00.000Z` pass, `2026-02-30`, `2025-13-01`, `24:00` and `yesterday` do not.
 */
export function isRealDateText(text: string): boolean {
  const m = DATE_TEXT.exec(text.trim());
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  const [hour, minute, second, zoneHour, zoneMinute] = [m[4], m[5], m[6], m[8], m[9]].map((v) => Number(v ?? 0));
  return hour! < 24 && minute! < 60 && second! < 60 && zoneHour! < 24 && zoneMinute! < 60;
}

/**
 * The original text of top-level date fields in a YAML file or Markdown front matter, for the
 * fields the parser turned into `Date` objects.
 */
export function rawDateTexts(source: string): Partial<Record<(typeof DATE_FIELDS)[number], string>> {
  const found: Partial<Record<(typeof DATE_FIELDS)[number], string>> = {};
  for (const field of DATE_FIELDS) {
    // The whole value: `2025-03-02 09:15:00` keeps its time (up to a comment or the line's end).
    const m = new RegExp(`^${field}\\s*:\\s*(?:"([^"]*)"|'([^']*)'|([^#\\n]*[^\\s#]))`, 'm').exec(source);
    if (m) found[field] = m[1] ?? m[2] ?? m[3];
  }
  return found;
}

/**
 * The time a date text names. A date-time without a zone is read as UTC with its time
 * (`2025-03-02 09:15:00` → 09:15 UTC, never the build machine's zone); a date alone is that day
 * at midnight UTC.
 */
export function parseDateText(text: string): Date {
  const trimmed = text.trim().replace(' ', 'T');
  const zoned = /T.*(?:Z|[+-]\d{2}:?\d{2})$/i.test(trimmed) || !trimmed.includes('T');
  return new Date(zoned ? trimmed : `${trimmed}Z`);
}

