import postcss, { type ChildNode, type Container, type Root } from 'postcss';
import { oncePerKey } from '../once-per-key.ts';

/**
 * A page's first screen paints from the document alone: the rules of its stylesheets that the
 * first screen's elements may need go inline, in the sheets' order; the sheets themselves stay
 * hashed files in `/_astro/`, asked for once the first screen has painted (src/scripts/stylesheets.ts;
 * without JavaScript, `<noscript>` links), so that nothing but the document comes before the first
 * paint; later pages take them from the cache.
 *
 * The first screen is read from the HTML: everything outside `<main>` (the site's footer shows on
 * a short page's first screen), and `<main>` up to its FIRST_SCREEN_KINDS-th kind of element in
 * document order (a kind is a tag and its classes: a list's hundredth card is no new kind; the
 * shapes inside an inline SVG are not counted). That is more than any page type's first screen
 * shows: the delayed-stylesheet test checks nothing on it moves when the sheets arrive.
 *
 * A rule goes inline when each compound of one of its selectors names only tags, classes, ids and
 * attributes that elements of the first screen have: a rule may come in that no element matches
 * (how the elements nest is not checked), none that one needs is left out. Rules on the root
 * (`:root`, `html`: the theme classes are set before paint by a script) and at-rules without a
 * selector (`@font-face`, `@keyframes`, `@property`, `@view-transition`) always go. Of the custom
 * properties the kept rules declare, only those something kept reads go (`criticalCss`).
 *
 * Once the sheets arrive, they apply after the inline copy: each rule's last occurrence keeps the
 * sheets' order, and every cascade layer is named inline in its first place (an empty one as a
 * statement), so the cascade is exactly the sheets'.
 */

/**
 * Kinds of element (tag and classes) of `<main>` read as the first screen, in document order: the
 * first screen of every page type, on screens up to 2560×1440, shows at most 70.
 */
export const FIRST_SCREEN_KINDS = 80;

/** What one element offers a selector: `t:tag`, `.class`, `#id`, `[attribute`, `[attribute=value` (a short value). */
type Token = string;

/** The longest attribute value a selector is checked against (`[data-type=book]`); longer ones, by name only. */
const ATTRIBUTE_VALUE_MAX = 40;

const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>|<\/(main|svg)\s*>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function addTokens(tokens: Set<Token>, tag: string, attributes: string) {
  tokens.add(`t:${tag.toLowerCase()}`);
  for (const [, name, ...values] of attributes.matchAll(ATTRIBUTE)) {
    const attribute = name!.toLowerCase();
    tokens.add(`[${attribute}`);
    const value = values.find((v) => v !== undefined) ?? '';
    if (attribute === 'class') for (const name of value.split(/\s+/)) if (name) tokens.add(`.${name}`);
    if (attribute === 'id' && value) tokens.add(`#${value}`);
    if (value.length <= ATTRIBUTE_VALUE_MAX) tokens.add(`[${attribute}=${value}`);
  }
}

/** An element's kind, for the fold: its tag and classes. */
function kind(tag: string, attributes: string): string {
  const classes = /(?:^|\s)class\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const names = (classes?.[1] ?? classes?.[2] ?? classes?.[3] ?? '').split(/\s+/).filter(Boolean).sort();
  return [tag, ...names].join('.');
}

/**
 * The tokens of the elements on a page's first screen (see above). A page without `<main>` is read
 * whole.
 */
export function firstScreenTokens(html: string, limit = FIRST_SCREEN_KINDS): Set<Token> {
  const tokens = new Set<Token>();
  const kinds = new Set<string>();
  const seen = new Set<string>();
  let inMain = false;
  let folded = false;
  let svg = 0;
  for (const match of html.matchAll(TAG)) {
    const [, tag, attributes = '', closing] = match;
    if (closing) {
      if (closing === 'main') inMain = false;
      else if (closing === 'svg') svg = Math.max(0, svg - 1);
      continue;
    }
    const name = tag!.toLowerCase();
    const inSvg = svg > 0;
    if (name === 'svg' && !match[0].endsWith('/>')) svg++;
    if (name === 'main') inMain = true;
    if (inMain && folded) continue;
    // An element written exactly as one before is no new kind and offers nothing new (a list's cards repeat theirs).
    if (seen.has(match[0])) continue;
    seen.add(match[0]);
    if (inMain && name !== 'main' && !inSvg) {
      kinds.add(kind(name, attributes));
      folded = kinds.size > limit;
      if (folded) continue;
    }
    addTokens(tokens, name, attributes);
  }
  return tokens;
}

/** Splits at the commas (or combinators) outside parentheses, brackets and strings. */
function splitTopLevel(text: string, at: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && at(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * What one compound of a selector asks of the element it matches: its tag, classes, ids and
 * attributes. Pseudo-classes, pseudo-elements and what functional ones hold ask nothing; nor does
 * the root (`:root`, `html`), whatever its attributes (a script sets them before the first paint).
 */
function compoundTokens(compound: string): Token[] {
  const plain = compound.replace(/\\./g, (escaped) => escaped.slice(1));
  if (/:root\b/.test(compound) || /^html\b/i.test(plain)) return [];
  const tokens: Token[] = [];
  const tag = /^[a-zA-Z][\w-]*/.exec(plain);
  if (tag) tokens.push(`t:${tag[0].toLowerCase()}`);
  let depth = 0;
  for (let i = 0; i < compound.length; i++) {
    const char = compound[i]!;
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth > 0) continue;
    else if (char === '.' || char === '#') {
      const name = /^(?:\\.|[\w-])+/.exec(compound.slice(i + 1));
      if (name) tokens.push(`${char}${name[0].replace(/\\(.)/g, '$1')}`);
    } else if (char === '[') {
      const end = compound.indexOf(']', i);
      const attribute = /^\s*([^\s~|^$*=\]]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'\]]+))\s*)?$/.exec(compound.slice(i + 1, end < 0 ? undefined : end));
      const name = attribute?.[1] ?? /^\s*([^\s~|^$*=\]]+)/.exec(compound.slice(i + 1))?.[1];
      if (name) tokens.push(`[${name.toLowerCase()}`);
      // An exact value (`[data-type=book]`), short enough to have been read from the elements.
      const value = attribute?.[2] ?? attribute?.[3] ?? attribute?.[4];
      if (name && value !== undefined && value.length <= ATTRIBUTE_VALUE_MAX) tokens.push(`[${name.toLowerCase()}=${value}`);
      i = end;
      if (i < 0) break;
    }
  }
  return tokens;
}

/**
 * What the first screen must hold for a selector to match there: what each of its compounds asks.
 * The elements a compound before the subject matches (an ancestor, an earlier sibling) come before
 * the subject in the document, so they are on the first screen when the subject is.
 */
export function selectorTokens(selector: string): Token[] {
  return splitTopLevel(selector.trim(), (char) => /[\s>+~]/.test(char)).filter(Boolean).flatMap(compoundTokens);
}

/** Each selector of a rule's list, as what it asks (read once per build). */
const selectors = oncePerKey((list: string) => splitTopLevel(list, (char) => char === ',').map(selectorTokens));

/** Whether any selector of a rule may match an element on the first screen. */
const needed = (list: string, tokens: ReadonlySet<Token>) => selectors(list).some((asks) => asks.every((token) => tokens.has(token)));

/** A node's CSS text, made once. */
const text = oncePerKey((node: ChildNode) => node.toString());

/** How a node's text is written: whole, or without the custom properties no kept rule reads. */
type Emit = (node: ChildNode) => string;

/** The nodes of a container that the first screen needs, as CSS text (each written by `emit`). */
function keep(container: Container<ChildNode>, tokens: ReadonlySet<Token>, emit: Emit): string {
  let css = '';
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') {
      if (needed(node.selector, tokens)) css += emit(node);
    } else if (node.type === 'atrule') {
      // A statement (`@layer a, b;`) keeps its semicolon.
      if (!node.nodes) css += `${text(node)};`;
      // An at-rule of declarations, or of keyframes: whole (`@font-face`, `@view-transition`, `@keyframes`).
      else if (node.nodes.some((child) => child.type === 'decl') || /keyframes$/i.test(node.name)) css += emit(node);
      else {
        const inner = keep(node, tokens, emit);
        if (inner) css += `@${node.name}${node.params ? ` ${node.params}` : ''}{${inner}}`;
        // A layer keeps its place in the order of layers, even with nothing for the first screen.
        else if (node.name.toLowerCase() === 'layer' && node.params) css += `@layer ${node.params};`;
      }
    }
  }
  return css;
}

/** The custom properties a value reads (`var(--name)`). */
const VAR = /var\(\s*(--[\w-]+)/g;
const reads = (value: string) => Array.from(value.matchAll(VAR), (m) => m[1]!);

/**
 * What a kept node asks of custom properties: those its declarations read, and those a rule
 * declares (each with what its value reads). An at-rule kept whole declares nothing to leave out.
 */
const customProperties = oncePerKey((node: ChildNode) => {
  const read = new Set<string>();
  const declared = new Map<string, string[]>();
  const whole = node.type !== 'rule';
  (node as Container<ChildNode>).walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !whole && decl.parent === node) declared.set(decl.prop, reads(decl.value));
    else for (const name of reads(decl.value)) read.add(name);
  });
  return { read, declared };
});

/**
 * The custom properties the kept nodes read, directly or through other custom properties, and
 * those `extra` names (the page's own `style` attributes).
 */
function customPropertiesRead(nodes: readonly ChildNode[], extra: Iterable<string>): Set<string> {
  const read = new Set(extra);
  const declared = new Map<string, string[]>();
  for (const node of nodes) {
    const uses = customProperties(node);
    for (const name of uses.read) read.add(name);
    for (const [name, names] of uses.declared) declared.set(name, [...(declared.get(name) ?? []), ...names]);
  }
  const queue = [...read];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const next of declared.get(name) ?? []) {
      if (read.has(next)) continue;
      read.add(next);
      queue.push(next);
    }
  }
  return read;
}

/** A kept rule's text without the custom properties it declares that nothing kept reads; empty when none is left. */
function withoutUnread(node: ChildNode, read: ReadonlySet<string>): string {
  const { declared } = customProperties(node);
  if (node.type !== 'rule' || [...declared.keys()].every((name) => read.has(name))) return text(node);
  const body = node.nodes.filter((child) => !(child.type === 'decl' && child.prop.startsWith('--') && !read.has(child.prop)));
  return body.length === 0 ? '' : `${node.selector}{${body.map(String).join(';')}}`;
}

/**
 * The CSS of these sheets (in order) that a first screen with these tokens needs. The custom
 * properties the kept rules declare go only where a kept rule reads them (the design tokens declare
 * about 60, a page's first screen reads 40 to 55), or `style` attributes of the page (`reading`);
 * the stylesheets declare them all again once they arrive.
 */
export function criticalCss(sheets: readonly Root[], tokens: ReadonlySet<Token>, reading: Iterable<string> = []): string {
  const kept: ChildNode[] = [];
  const extra = [...reading];
  // Pages of a kind keep the same rules: their CSS is written once (a list's pages, an item's).
  let key = extra.join(' ');
  for (const sheet of sheets) {
    keep(sheet, tokens, (node) => {
      kept.push(node);
      key += `,${nodeNumber(node)}`;
      return '';
    });
  }
  const written = writtenCss.get(key);
  if (written !== undefined) return written;
  const read = customPropertiesRead(kept, extra);
  const css = sheets.map((sheet) => keep(sheet, tokens, (node) => withoutUnread(node, read))).join('');
  if (writtenCss.size >= WRITTEN_CSS_LIMIT) writtenCss.clear();
  writtenCss.set(key, css);
  return css;
}

/** A number per stylesheet node, for the key of what a page keeps. */
const nodeNumbers = new WeakMap<ChildNode, number>();
let nodesNumbered = 0;
const nodeNumber = (node: ChildNode) => {
  let number = nodeNumbers.get(node);
  if (number === undefined) nodeNumbers.set(node, (number = nodesNumbered++));
  return number;
};
/** The inline CSS of each set of kept rules written so far (a build writes a few hundred). */
const writtenCss = new Map<string, string>();
const WRITTEN_CSS_LIMIT = 2_000;

/** A stylesheet parsed once. */
export const parseSheet = (css: string): Root => postcss.parse(css);

const STYLESHEETS = /(?:<link rel="stylesheet" href="[^"]+">)+/;
const HREF = /href="([^"]+)"/g;

/** The custom properties the page's `style` attributes read. */
function styleAttributeReads(html: string): string[] {
  return Array.from(html.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi), (m) => reads(m[1] ?? m[2] ?? '')).flat();
}

/**
 * A page with its first screen's CSS inline, in place of its stylesheet links, and the links
 * kept in a `<template>` (src/scripts/stylesheets.ts adds them after the first paint) and a
 * `<noscript>` (without JavaScript, they apply as they load). `undefined` when the page links no
 * stylesheet. `sheet` gives a linked sheet parsed, by its URL (`undefined` for one outside the
 * build: the page is left as it is).
 */
export function withCriticalCss(html: string, sheet: (href: string) => Root | undefined): string | undefined {
  const links = STYLESHEETS.exec(html);
  if (!links) return undefined;
  const hrefs = [...links[0].matchAll(HREF)].map((m) => m[1]!);
  const sheets = hrefs.map(sheet);
  if (sheets.some((s) => !s)) return undefined;
  const css = criticalCss(sheets as Root[], firstScreenTokens(html), html.includes('var(--') ? styleAttributeReads(html) : []);
  const at = links.index;
  return `${html.slice(0, at)}<style>${css}</style><template data-stylesheets>${links[0]}</template><noscript>${links[0]}</noscript>${html.slice(at + links[0].length)}`;
}
