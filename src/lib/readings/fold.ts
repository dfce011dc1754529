const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };

/**
 * Text as search compares it: lower case, accents and ligatures dropped, runs of white space
 * collapsed. `Éléphant  Œuvre` → `elephant oeuvre`.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđı]/g, (c) => LIGATURES[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, folded; an item matches when its text contains every one. */
export function searchTerms(search: string): string[] {
  const folded = foldText(search);
  return folded ? [...new Set(folded.split(' '))] : [];
}
