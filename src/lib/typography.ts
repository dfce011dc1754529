/**
 * French typography in the owner's texts: `: ; ! ? »` after a plain space (or `«` before one) wrap
 * alone at the end of a line. A no-break space (narrow U+202F, or full U+00A0) keeps them with their
 * word. Markdown and YAML syntax puts no space before its colons, so only a plain space is a fault.
 */
export function plainSpaceBefore(text: string): string[] {
  return [...text.matchAll(/ [:;!?»]|« /g)].map((m) => m[0]);
}

/** One warning per line of a French text with a mark after a plain space: `file:line: …`. */
export function frenchSpacingWarnings(text: string, file: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const marks = plainSpaceBefore(line);
    if (marks.length === 0) return [];
    const shown = [...new Set(marks.map((m) => m.trim()))].join(' ');
    return [`${file}:${index + 1}: a plain space beside ${shown}: use a no-break space (U+202F) so the mark stays with its word`];
  });
}

/** A space between a number and its unit ("0,9 s", "2 KB", "15 %", "5 min"): not before a word that only starts like one ("140 stations"). */
const NUMBER_UNIT = /(\d) (?=(?:ms|s|min|h|[kKMG]?[oB]|%|km|px|fps|€)(?![\p{L}\d]))/gu;

/** A number keeps its unit on its line: "0,9 s" no longer wraps as "0,9 / s" on a phone (a no-break space, U+00A0). */
export function keepUnits(text: string): string {
  return text.replace(NUMBER_UNIT, '$1\u00a0');
}
