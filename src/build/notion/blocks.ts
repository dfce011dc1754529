/**
 * A Notion page's blocks → Markdown: the notes of its reading item, read like a file's Markdown
 * body (`renderNotes`). Pure. Paragraphs, quotes, headings and bulleted list items are kept, with
 * bold, italic, inline code and links; every other block type is skipped and named, for a warning.
 * Plain text is escaped, so nothing typed in Notion becomes Markdown syntax or HTML. Only the
 * page's own blocks are read, not blocks nested under them.
 */
import { stripUnfit } from '../../lib/text.ts';

/** The part of a Notion rich text object the conversion reads. */
export interface NotionRichText {
  plain_text: string;
  href?: string | null;
  annotations?: { bold?: boolean; italic?: boolean; code?: boolean };
}

/** A block object as Notion returns it: `{ type: 'quote', quote: { rich_text: […] }, … }`. */
export interface NotionBlock {
  type?: string;
  [key: string]: unknown;
}

const KEPT = new Set(['paragraph', 'quote', 'heading_1', 'heading_2', 'heading_3', 'bulleted_list_item']);

/** What could start Markdown syntax (emphasis, code, links, headings, lists, quotes, breaks), and `<` and `&` (HTML, entities). */
const SPECIAL = /[\\`*_[\]<>&#+\-=|~!]/g;

/** Plain text as Markdown that shows it as it is. */
export function escapeMarkdown(text: string): string {
  // `1.` or `1)` at a line's start would begin a numbered list.
  return text.replace(SPECIAL, '\\$&').replace(/^(\s*\d+)([.)])/gm, '$1\\$2');
}

/** `text` as an inline code span, fenced with more backticks than it holds. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text.replace(/\n/g, ' ')}${pad}${fence}`;
}

/** A link's address when it is a web or mail link (Notion's links between its own pages, `/abc…`, are left as text). */
function linkTarget(href: string | null | undefined): string | undefined {
  if (!href || !/^(https?:\/\/|mailto:)/i.test(href)) return undefined;
  return stripUnfit(href).replace(/[\s()<>\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** One rich text part as Markdown; surrounding spaces stay outside the markers (`** bold**` is not bold). */
function inline(part: NotionRichText): string {
  const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(stripUnfit(part.plain_text)) ?? [];
  if (!core) return lead + trail;
  const { bold, italic, code } = part.annotations ?? {};
  let out = code ? codeSpan(core) : escapeMarkdown(core);
  if (italic) out = `*${out}*`;
  if (bold) out = `**${out}**`;
  const href = linkTarget(part.href);
  if (href) out = `[${out}](${href})`;
  return lead + out + trail;
}

/** A block's text as Markdown lines (blank lines dropped, each line trimmed). */
function linesOf(parts: readonly NotionRichText[]): string[] {
  return parts
    .map(inline)
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const isRichText = (parts: unknown): parts is NotionRichText[] =>
  Array.isArray(parts) && parts.every((part) => typeof part === 'object' && part !== null && typeof part.plain_text === 'string');

/**
 * The blocks as Markdown, and the types of the blocks left out (each once, in page order). Empty
 * blocks are left out silently. A line break within a block stays one (`\` at the line's end).
 */
export function blocksToMarkdown(blocks: readonly NotionBlock[]): { markdown: string; skipped: string[] } {
  const skipped = new Set<string>();
  let markdown = '';
  let previous: string | undefined;
  for (const block of blocks) {
    const type = typeof block.type === 'string' ? block.type : 'unknown';
    const content = block[type] as { rich_text?: unknown } | undefined;
    if (!KEPT.has(type) || !isRichText(content?.rich_text)) {
      skipped.add(type);
      continue;
    }
    const lines = linesOf(content.rich_text);
    if (lines.length === 0) continue;
    const text =
      type === 'quote'
        ? lines.map((line) => `> ${line}`).join('\\\n')
        : type === 'bulleted_list_item'
          ? `- ${lines.join('\\\n  ')}`
          : type.startsWith('heading_')
            ? `${'#'.repeat(Number(type.slice(-1)))} ${lines.join(' ')}`
            : lines.join('\\\n');
    // List items in a row make one list; everything else is its own block.
    const separator = !markdown ? '' : type === 'bulleted_list_item' && previous === type ? '\n' : '\n\n';
    markdown += separator + text;
    previous = type;
  }
  return { markdown, skipped: [...skipped] };
}
