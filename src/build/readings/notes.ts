/**
 * The owner's notes and quotes on an item (the Markdown body of its file, or its Notion page's
 * blocks written as Markdown), as HTML safe to put in a page or a feed: raw HTML in the Markdown is
 * dropped, and what Markdown makes is cleaned by `rehype-sanitize` (GitHub's rules: no script, no
 * event handler, no `javascript:` link). Headings start at `h2`, under the item page's `h1`.
 * Images are the site's own: one from another site (`https://…`, `//…`) is left out, and named
 * (the build warns), so that no page loads an image from elsewhere.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import type { Root } from 'hast';
import type { Root as MdRoot } from 'mdast';
import type { VFile } from 'vfile';

/** Shifts every heading down so the highest is `h2` (`#` in notes must not compete with the page's title). */
function demoteHeadings() {
  return (tree: Root) => {
    const visit = (node: Root | Root['children'][number]) => {
      if (node.type === 'element') {
        const level = /^h([1-6])$/.exec(node.tagName)?.[1];
        if (level) node.tagName = `h${Math.min(6, Number(level) + 1)}`;
      }
      if ('children' in node) for (const child of node.children) visit(child);
    };
    visit(tree);
  };
}

/** Marks the file when the Markdown holds raw HTML, which is not shown (the build warns). */
function noticeRawHtml() {
  return (tree: MdRoot, file: VFile) => {
    const visit = (node: MdRoot | MdRoot['children'][number]) => {
      if (node.type === 'html') file.data.rawHtml = true;
      if ('children' in node) for (const child of node.children) visit(child);
    };
    visit(tree);
  };
}

/** An address on another site: with a scheme (`https:`, `data:`) or protocol-relative (`//host/…`). */
const ELSEWHERE = /^\s*(?:[a-z][a-z\d+.-]*:|\/\/|\\\\)/i;

/** Removes the images that are not the site's own, and names them in the file's data. */
function keepOwnImages() {
  return (tree: Root, file: VFile) => {
    const visit = (node: Root | Root['children'][number]) => {
      if (!('children' in node)) return;
      node.children = node.children.filter((child) => {
        const src = child.type === 'element' && child.tagName === 'img' ? String(child.properties.src ?? '') : undefined;
        if (src === undefined) return true;
        // An image the sanitizer took the address of (`javascript:`, `data:`) shows nothing: out too.
        if (src && !ELSEWHERE.test(src)) return true;
        if (src) (file.data.remoteImages ??= []).push(src);
        return false;
      });
      for (const child of node.children) visit(child);
    };
    visit(tree);
  };
}

const processor = unified()
  .use(remarkParse)
  .use(noticeRawHtml)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(keepOwnImages)
  .use(demoteHeadings)
  .use(rehypeStringify);

/** The notes as clean HTML (`''` when there are none), whether raw HTML was left out, and the images from elsewhere left out. */
export function renderNotes(markdown: string | undefined): { html: string; rawHtml: boolean; remoteImages: string[] } {
  if (!markdown?.trim()) return { html: '', rawHtml: false, remoteImages: [] };
  const file = processor.processSync(markdown);
  return { html: String(file).trim(), rawHtml: file.data.rawHtml === true, remoteImages: file.data.remoteImages ?? [] };
}

declare module 'vfile' {
  interface DataMap {
    rawHtml: boolean;
    remoteImages: string[];
  }
}
