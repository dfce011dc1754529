/**
 * What an import does to an item the owner already has (matched by Goodreads id or ISBN): it fills
 * the fields the item lacks and never replaces one the owner set, unless told to for that field
 * (`--overwrite`). Each field where the two differ is reported with both values, so the owner can
 * choose. Pure: no file is read or written here.
 */
import { isbnKey } from '../../src/lib/readings/isbn.ts';

/** A field the import would have changed: the owner's value, kept, and the import's. */
export interface Difference {
  field: string;
  kept: unknown;
  imported: unknown;
}

export interface Merged {
  data: Record<string, unknown>;
  /** The item's new notes; `undefined` when they stay as they are. */
  notes: string | undefined;
  /** The fields the import filled or, asked to, replaced. */
  changed: string[];
  /** The fields kept as the owner had them, where the import says otherwise. */
  differences: Difference[];
}

/** The notes, in reports, as the fields they sit beside are: `notes`. */
export const NOTES = 'notes';

/**
 * Fields that tell one story, the owner's reading: when the import differs on one of them, it
 * fills none of the others (a start date from another reading would not fit the owner's finish).
 */
const READING = ['status', 'startedAt', 'finishedAt', 'rereads'];

/** Fields an import never sets on an item it matched: the file's own bookkeeping. */
const OWN_FIELDS = new Set(['createdTime', 'lastEditedTime']);

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * Two values of `field` alike for the owner: the same JSON, one book's ISBN-10 and ISBN-13, or the
 * same day for dates (`2026-02-15T18:00:00Z` and `2026-02-15`).
 */
function alike(field: string, a: unknown, b: unknown): boolean {
  if (JSON.stringify(a) === JSON.stringify(b)) return true;
  if (field === 'isbn') return isbnKey(String(a)) === isbnKey(String(b));
  const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined);
  return day(a) !== undefined && day(a) === day(b) && (String(a).length === 10 || String(b).length === 10);
}

/**
 * The item after an import: each field of `imported` the item lacks is filled; one it has with
 * another value is kept and reported, or replaced when `overwrite` names it. Notes likewise:
 * notes the owner wrote stay.
 */
export function mergeImported(
  item: { data: Record<string, unknown>; body: string },
  imported: { data: Record<string, unknown>; notes: string },
  overwrite: ReadonlySet<string> = new Set(),
): Merged {
  const data = { ...item.data };
  const changed: string[] = [];
  const differences: Difference[] = [];
  for (const [field, value] of Object.entries(imported.data)) {
    if (OWN_FIELDS.has(field) || isEmpty(value)) continue;
    const kept = item.data[field];
    if (isEmpty(kept) || (!alike(field, kept, value) && overwrite.has(field))) {
      data[field] = value;
      changed.push(field);
    } else if (!alike(field, kept, value)) differences.push({ field, kept, imported: value });
  }
  if (differences.some(({ field }) => READING.includes(field))) {
    for (const field of READING.filter((name) => changed.includes(name) && !overwrite.has(name))) {
      data[field] = item.data[field];
      if (data[field] === undefined) delete data[field];
      changed.splice(changed.indexOf(field), 1);
      differences.push({ field, kept: item.data[field], imported: imported.data[field] });
    }
  }
  // A field the owner asked to take from the import, which leaves it empty: taken out.
  for (const field of overwrite) {
    if (field === NOTES || OWN_FIELDS.has(field) || !isEmpty(imported.data[field]) || isEmpty(item.data[field])) continue;
    delete data[field];
    changed.push(field);
  }
  let notes: string | undefined;
  const importedNotes = imported.notes.trim();
  const ownNotes = item.body.trim();
  if (importedNotes && importedNotes !== ownNotes) {
    if (!ownNotes || overwrite.has(NOTES)) {
      notes = importedNotes;
      changed.push(NOTES);
    } else differences.push({ field: NOTES, kept: ownNotes, imported: importedNotes });
  }
  return { data, notes, changed, differences };
}

/** A value as a report shows it: text quoted and cut at 60 characters, lists and numbers as JSON. */
export function shown(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value)!;
  return text.length > 62 ? `${text.slice(0, 60)}…"` : text;
}

/** The lines reporting the differences of one item: `  status: kept "read", the import has "toRead"`. */
export function differenceLines(differences: readonly Difference[]): string[] {
  return differences.map(({ field, kept, imported }) => `  ${field}: kept ${shown(kept)}, the import has ${shown(imported)}`);
}
