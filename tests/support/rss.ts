import { SaxesParser } from 'saxes';

const ATOM = 'http://www.w3.org/2005/Atom';
const CONTENT = 'http://purl.org/rss/1.0/modules/content/';

export interface RssItem {
  title?: string;
  link?: string;
  guid?: string;
  pubDate?: string;
  description?: string;
  categories: string[];
  /** `content:encoded`, as the feed reader gets it (entities and CDATA resolved). */
  content?: string;
}

export interface Rss {
  title?: string;
  link?: string;
  language?: string;
  /** The `href` of `<atom:link rel="self">`. */
  self?: string;
  items: RssItem[];
}

/** An RSS 2.0 document read by a strict, namespace-aware XML 1.0 parser: any well-formedness error throws. */
export function parseRss(xml: string): Rss {
  const parser = new SaxesParser({ xmlns: true });
  const feed: Rss = { items: [] };
  const path: string[] = [];
  let text = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const name = tag.uri === CONTENT ? `content:${tag.local}` : tag.uri === ATOM ? `atom:${tag.local}` : tag.uri ? `{${tag.uri}}${tag.local}` : tag.local;
    path.push(name);
    text = '';
    if (name === 'item') feed.items.push({ categories: [] });
    if (name === 'atom:link' && path.at(-2) === 'channel' && tag.attributes['rel']?.value === 'self') feed.self = tag.attributes['href']?.value;
  });
  parser.on('text', (t) => (text += t));
  parser.on('cdata', (t) => (text += t));
  parser.on('closetag', () => {
    const name = path.pop()!;
    const parent = path.at(-1);
    const item = feed.items.at(-1);
    if (parent === 'channel' && (name === 'title' || name === 'link' || name === 'language')) feed[name] = text;
    if (parent === 'item' && item) {
      if (name === 'category') item.categories.push(text);
      else if (name === 'content:encoded') item.content = text;
      else if (name === 'title' || name === 'link' || name === 'guid' || name === 'pubDate' || name === 'description') item[name] = text;
    }
    text = '';
  });
  parser.write(xml).close();
  if (path.length || !xml.includes('<rss')) throw new Error('Not an RSS document');
  return feed;
}
