/**
 * Text from content, Notion and visitors' addresses made safe to show and to put in a feed or URL:
 * cut on whole characters, decoded without throwing, and cleaned of what XML cannot carry.
 */

/** `text` cut to at most `max` code points: an emoji is kept whole or left out, never split in two. */
export function cutCodePoints(text: string, max: number): string {
  let end = 0;
  let count = 0;
  for (const char of text) {
    if (count === max) return text.slice(0, end);
    end += char.length;
    count++;
  }
  return text;
}

/** `decodeURI` that cannot throw: a malformed escape such as `%E0%A4%A` is left as it is. */
export function safeDecodeURI(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURI(run);
      } catch {
        return run;
      }
    });
  }
}

/**
 * What XML 1.0 and the site's pages cannot carry: control characters other than tab and newline
 * (C0, DEL, C1), the noncharacters U+FFFE and U+FFFF, and lone surrogates.
 */
const UNFIT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` without the characters a feed or page cannot carry (see `UNFIT`). */
export function stripUnfit(text: string): string {
  return text.replace(UNFIT, '');
}
