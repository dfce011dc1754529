/**
 * Notion database rows → reading items (the same fields as `content/readings/`). Pure: takes the
 * page objects the Notion API returns and gives raw item data for the collection schema, or the
 * reason a row is dropped.
 */
import { foldText } from '../readings/fold.ts';
import type { ReadingItem, ReadingStatus, ReadingType } from '../readings/model.ts';

/** The part of a Notion page object the mapping reads. */
export interface NotionPage {
  id: string;
  created_time?: string;
  last_edited_time?: string;
  cover?: NotionFile | null;
  properties: Record<string, NotionProperty>;
}

type NotionText = { plain_text: string };
type NotionFile = { type: 'external'; external: { url: string } } | { type: 'file'; file: { url: string } };
type NotionProperty =
  | { type: 'title'; title: NotionText[] }
  | { type: 'rich_text'; rich_text: NotionText[] }
  | { type: 'url'; url: string | null }
  | { type: 'select'; select: { name: string } | null }
  | { type: 'status'; status: { name: string } | null }
  | { type: 'multi_select'; multi_select: { name: string }[] }
  | { type: 'number'; number: number | null }
  | { type: 'created_time'; created_time: string }
  | { type: 'last_edited_time'; last_edited_time: string }
  | { type: 'files'; files: ({ name: string } & NotionFile)[] }
  | { type: string; [key: string]: unknown };

/** Property names in the database; the title property is found by type when `name` is absent. */
export interface NotionPropertyNames {
  name: string;
  url: string;
  type: string;
  status: string;
  tags: string;
  score: string;
  description: string;
  image: string;
}

export const DEFAULT_PROPERTY_NAMES: NotionPropertyNames = {
  name: 'Name',
  url: 'URL',
  type: 'Type',
  status: 'Status',
  tags: 'Tags',
  score: 'Score',
  description: 'Description',
  image: 'Image',
};

/** Raw item data for the collection schema (it validates URLs, score range and dates): a reading item without its id. */
export type NotionReadingData = Omit<ReadingItem, 'id'>;

export type NotionMapResult = { ok: true; id: string; data: NotionReadingData } | { ok: false; id: string; reason: string };

const STATUS_WORDS: Record<string, ReadingStatus> = {
  toread: 'toRead',
  alire: 'toRead',
  todo: 'toRead',
  inprogress: 'inProgress',
  reading: 'inProgress',
  encours: 'inProgress',
  read: 'read',
  done: 'read',
  lu: 'read',
  canceled: 'canceled',
  cancelled: 'canceled',
  abandoned: 'canceled',
  abandonne: 'canceled',
};

const TYPE_WORDS: Record<string, ReadingType> = {
  article: 'article',
  blog: 'article',
  podcast: 'podcast',
  episode: 'podcast',
  video: 'video',
};

/** `To read`, `to-read`, `À lire` → `toread` / `alire`. */
const word = (text: string) => foldText(text).replace(/[^a-z0-9]/g, '');

const plain = (texts: NotionText[]) =>
  texts
    .map((t) => t.plain_text)
    .join('')
    .trim();

function textOf(property: NotionProperty | undefined): string | undefined {
  if (!property) return undefined;
  if (property.type === 'title' && Array.isArray(property.title)) return plain(property.title as NotionText[]) || undefined;
  if (property.type === 'rich_text' && Array.isArray(property.rich_text))
    return plain(property.rich_text as NotionText[]) || undefined;
  if (property.type === 'url' && typeof property.url === 'string') return property.url.trim() || undefined;
  return undefined;
}

function choiceOf(property: NotionProperty | undefined): string | undefined {
  if (!property) return undefined;
  const value = (property as Record<string, unknown>)[property.type];
  if ((property.type === 'select' || property.type === 'status') && value && typeof value === 'object') {
    const name = (value as { name?: unknown }).name;
    return typeof name === 'string' ? name : undefined;
  }
  return undefined;
}

function fileUrl(file: NotionFile | null | undefined): string | undefined {
  if (!file) return undefined;
  if (file.type === 'external') return file.external.url;
  if (file.type === 'file') return file.file.url;
  return undefined;
}

/** `4`, `4/5`, `⭐⭐⭐⭐` or a number property → 4; anything else → undefined (unrated). */
export function parseNotionScore(property: NotionProperty | undefined): number | undefined {
  if (!property) return undefined;
  if (property.type === 'number') return typeof property.number === 'number' ? property.number : undefined;
  const choice = choiceOf(property);
  if (!choice) return undefined;
  const stars = [...choice].filter((c) => c === '⭐' || c === '★').length;
  if (stars > 0) return stars;
  const digits = /^\s*(\d+)/.exec(choice);
  return digits ? Number(digits[1]) : undefined;
}

/** One Notion page as a reading item, or why it cannot be one. */
export function mapNotionPage(page: NotionPage, names: NotionPropertyNames = DEFAULT_PROPERTY_NAMES): NotionMapResult {
  const props = page.properties ?? {};
  const titleProperty = props[names.name] ?? Object.values(props).find((p) => p.type === 'title');
  const name = textOf(titleProperty);
  if (!name) return { ok: false, id: page.id, reason: 'no name' };

  const typeChoice = choiceOf(props[names.type]);
  const type = typeChoice ? TYPE_WORDS[word(typeChoice)] : undefined;
  if (!type) return { ok: false, id: page.id, reason: `unknown type "${typeChoice ?? ''}"` };

  const statusChoice = choiceOf(props[names.status]);
  const status = statusChoice ? STATUS_WORDS[word(statusChoice)] : undefined;
  if (!status) return { ok: false, id: page.id, reason: `unknown status "${statusChoice ?? ''}"` };

  const createdTime = page.created_time;
  const lastEditedTime = page.last_edited_time ?? createdTime;
  if (!createdTime || !lastEditedTime) return { ok: false, id: page.id, reason: 'no created time' };

  const tagsProperty = props[names.tags];
  const tags =
    tagsProperty?.type === 'multi_select' && Array.isArray(tagsProperty.multi_select)
      ? (tagsProperty.multi_select as { name: string }[]).map((t) => t.name.trim()).filter(Boolean)
      : [];

  const data: NotionReadingData = { name, type, status, tags, createdTime, lastEditedTime };
  const url = textOf(props[names.url]);
  if (url) data.url = url;
  const score = parseNotionScore(props[names.score]);
  if (score !== undefined) data.score = score;
  const description = textOf(props[names.description]);
  if (description) data.description = description;
  const imageProperty = props[names.image];
  const image =
    fileUrl(page.cover) ??
    (imageProperty?.type === 'files' && Array.isArray(imageProperty.files)
      ? fileUrl((imageProperty.files as NotionFile[])[0])
      : textOf(imageProperty));
  if (image) data.image = image;
  return { ok: true, id: page.id, data };
}
