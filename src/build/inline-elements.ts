/**
 * The `<script>` and `<style>` elements of an HTML page, found as a browser's tokenizer finds them
 * (WHATWG HTML §13.2.5): markup inside a quoted attribute value, a comment, or the text of another
 * raw-text or escapable element (`<title>`, `<textarea>`…) is text, not an element. So a reading
 * named `Where to put <script> and <style> tags` (in the page's `<meta>` description, unescaped)
 * is no element.
 *
 * Inside inline SVG or MathML (foreign content) a `<style>` or `<script>` is no raw text: its
 * character references are decoded and CDATA sections read as text, so the browser hashes
 * `foreignText` of it, not its bytes (a portrait's `circle &gt; path` is `circle > path`).
 *
 * Written over `indexOf` jumps and sticky expressions: on the 92 KB home page it takes about
 * 0.23 ms, htmlparser2's Tokenizer 0.37 ms and its Parser 0.7 ms (same loaded machine), which is
 * 3 s and 9 s more over the 20,000 pages of a 10,000-item build. htmlparser2 stays the reference:
 * tests/unit/inline-elements.test.ts compares the two on generated pages.
 */
import { oncePerKey } from '../once-per-key.ts';

/** One `<script>` or `<style>` element: its opening tag's attributes and where its text lies. */
export interface InlineElement {
  name: 'script' | 'style';
  /** Attribute names lower-cased, values as written (no character reference decoded). */
  attributes: Record<string, string>;
  /** The text between the opening and closing tags: `[start, end)` in the page. */
  start: number;
  end: number;
  /** Inside inline SVG or MathML: its text is `foreignText` of `[start, end)`. */
  foreign?: true;
}

/** Elements whose text the tokenizer reads up to their own end tag, markup included. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes']);

/** The rest of a comment: `-->` or `--!>`, or at once for `<!-->` and `<!--->`. */
const COMMENT_END = /-?>|[\s\S]*?--!?>/y;
/**
 * One attribute of a tag, or its end (`>`, group 1): a name (group 2, which may start with `=`)
 * and a value, double-quoted (3), single-quoted (4) or bare (5). A quote left open runs to the end.
 */
const ATTRIBUTE = /[\t\n\f\r /]*(?:(>)|([^\t\n\f\r />][^\t\n\f\r />=]*)[\t\n\f\r ]*(?:=[\t\n\f\r ]*(?:"([^"]*)(?:"|$)|'([^']*)(?:'|$)|([^\t\n\f\r >]*)))?)/y;
const TAG_NAME = /[^\t\n\f\r />]*/y;
const isLetter = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));

/** The end of a tag from `at`, past its name (the index of its `>`, or the page's length), its attributes read into `attributes`. */
function readAttributes(html: string, at: number, attributes?: Record<string, string>): number {
  ATTRIBUTE.lastIndex = at;
  for (let m = ATTRIBUTE.exec(html); m; m = ATTRIBUTE.exec(html)) {
    if (m[1]) return ATTRIBUTE.lastIndex - 1;
    const name = m[2]!.toLowerCase();
    if (attributes && !(name in attributes)) attributes[name] = m[3] ?? m[4] ?? m[5] ?? '';
  }
  return html.length;
}

/** A raw-text element's end tag: `</name` followed by a space, `/` or `>`, in any case. */
const endTag = oncePerKey((name: string) => new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi'));

/** The elements whose content is foreign (SVG, MathML): no raw text there, CDATA sections allowed. */
const FOREIGN_ROOTS = new Set(['svg', 'math']);
/** The text of a foreign element, up to its end tag: CDATA sections, comments, and the rest (`[^<]+` or a lone `<`). */
const FOREIGN_TOKEN = /<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<!--[\s\S]*?(?:--!?>|$)|<\/([a-zA-Z][^\t\n\f\r />]*)|[^<]+|</y;

/** Where a foreign `<name>`'s text ends from `at` (its end tag's `<`), or -1: CDATA and comments may hold `</style>`. */
function foreignEnd(html: string, at: number, name: string): number {
  FOREIGN_TOKEN.lastIndex = at;
  for (let m = FOREIGN_TOKEN.exec(html); m; m = FOREIGN_TOKEN.exec(html)) {
    if (m[1]?.toLowerCase() === name) return m.index;
    if (FOREIGN_TOKEN.lastIndex >= html.length) break;
  }
  return -1;
}

/** Character references the site's inline SVG holds (svgo writes these five, and numbers). */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * A foreign `<style>`'s or `<script>`'s text as the browser reads it (its child text content):
 * comments left out, CDATA sections unwrapped, character references decoded. Throws on a named
 * reference it does not know (the page's policy would not match the browser's hash).
 */
export function foreignText(raw: string): string {
  return raw.replace(/<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<!--[\s\S]*?(?:--!?>|$)|&(?:#[xX]([\da-fA-F]+)|#(\d+)|([a-zA-Z][a-zA-Z\d]*));?/g, (whole, cdata, hex, decimal, name) => {
    if (cdata !== undefined) return cdata;
    if (whole.startsWith('<!--')) return '';
    if (hex || decimal) return String.fromCodePoint(Number.parseInt(hex ?? decimal, hex ? 16 : 10));
    if (whole.endsWith(';') && Object.hasOwn(NAMED, name)) return NAMED[name]!;
    throw new Error(`an inline SVG style or script holds "${whole}": write it as a number (&#38;) or as text`);
  });
}

/** Every complete `<script>` and `<style>` element of `html`, in page order (one left open at the end is not one). */
export function inlineElements(html: string): InlineElement[] {
  const found: InlineElement[] = [];
  const length = html.length;
  /** The foreign element open (`svg`, `math`) and how deep in same-named ones, or none. */
  let foreign: { root: string; depth: number } | undefined;
  let at = html.indexOf('<');
  while (at >= 0 && at < length) {
    const next = html[at + 1];
    if (foreign && html.startsWith('<![CDATA[', at)) {
      const close = html.indexOf(']]>', at + 9);
      at = close < 0 ? -1 : html.indexOf('<', close + 3);
      continue;
    }
    if (html.startsWith('<!--', at)) {
      COMMENT_END.lastIndex = at + 4;
      at = COMMENT_END.test(html) ? html.indexOf('<', COMMENT_END.lastIndex) : -1;
      continue;
    }
    if (next === '!' || next === '?' || (next === '/' && !isLetter(html[at + 2]) && html[at + 2] !== '>')) {
      // A doctype, a bogus comment: up to the next `>`.
      const close = html.indexOf('>', at + 2);
      at = close < 0 ? length : html.indexOf('<', close + 1);
      continue;
    }
    if (next === '/' && isLetter(html[at + 2])) {
      // An end tag with no element open: its attributes (quoted values included) count for nothing.
      if (foreign) {
        TAG_NAME.lastIndex = at + 2;
        TAG_NAME.test(html);
        if (html.slice(at + 2, TAG_NAME.lastIndex).toLowerCase() === foreign.root && --foreign.depth === 0) foreign = undefined;
      }
      const close = readAttributes(html, at + 2);
      at = html.indexOf('<', close + 1);
      continue;
    }
    if (!isLetter(next)) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    TAG_NAME.lastIndex = at + 1;
    TAG_NAME.test(html);
    const nameEnd = TAG_NAME.lastIndex;
    const name = html.slice(at + 1, nameEnd).toLowerCase();
    const attributes: Record<string, string> = {};
    const close = readAttributes(html, nameEnd, name === 'script' ? attributes : undefined);
    if (close >= length) break;
    at = close + 1;
    const selfClosing = html[close - 1] === '/';
    if (foreign || FOREIGN_ROOTS.has(name)) {
      if (selfClosing) {
        at = html.indexOf('<', at);
        continue;
      }
      if (!foreign) foreign = { root: name, depth: 0 };
      if (name === foreign.root) foreign.depth++;
      if (name === 'script' || name === 'style') {
        const end = foreignEnd(html, at, name);
        if (end < 0) break;
        found.push({ name, attributes, start: at, end, foreign: true });
        at = end;
        continue;
      }
      at = html.indexOf('<', at);
      continue;
    }
    if (!RAW_TEXT.has(name)) {
      at = html.indexOf('<', at);
      continue;
    }
    const closing = endTag(name);
    closing.lastIndex = at;
    const end = closing.exec(html);
    if (!end) break;
    if (name === 'script' || name === 'style') found.push({ name, attributes, start: at, end: end.index });
    at = html.indexOf('<', readAttributes(html, end.index + 2 + name.length) + 1);
  }
  return found;
}
