/**
 * ISBNs as the owner writes them (`978-2-07-036822-8`, `0-596-51774-2`, `080442957X`): checked by
 * their check digit, kept as bare digits.
 */

/** The ISBN without spaces and hyphens, upper case (`x` → `X`). */
export function compactIsbn(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether `text` is an ISBN-10 or ISBN-13 whose check digit is right. */
export function isValidIsbn(text: string): boolean {
  const isbn = compactIsbn(text);
  if (/^\d{9}[\dX]$/.test(isbn)) {
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += (isbn[i] === 'X' ? 10 : Number(isbn[i])) * (10 - i);
    return sum % 11 === 0;
  }
  if (/^97[89]\d{10}$/.test(isbn)) {
    let sum = 0;
    for (let i = 0; i < 13; i++) sum += Number(isbn[i]) * (i % 2 === 0 ? 1 : 3);
    return sum % 10 === 0;
  }
  return false;
}

/**
 * The ISBN as compared to find the same book: an ISBN-10 as its ISBN-13 (`0450040186` and
 * `9780450040184` are one book), other text compacted.
 */
export function isbnKey(text: string): string {
  const isbn = compactIsbn(text);
  if (!/^\d{9}[\dX]$/.test(isbn)) return isbn;
  const twelve = `978${isbn.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}
