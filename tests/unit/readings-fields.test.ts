import { describe, expect, it } from 'vitest';
import { readingSchema } from '../../src/lib/readings/schema';
import {
  FACT_FIELDS,
  importColumns,
  LIST_FIELDS,
  OPTIONAL_FIELDS,
  READING_FIELDS,
  type FieldKey,
  type FieldSpec,
} from '../../src/lib/readings/model';
import { itemFacts, listItem, parseReadingItem, toReadingItem } from '../../src/lib/readings/items';
import { DEFAULT_PROPERTY_NAMES, mapNotionPage, type NotionPage } from '../../src/build/notion/readings';
import { bindTranslate } from '../../src/i18n/translate';
import en from '../../src/i18n/en.json';
import fr from '../../src/i18n/fr.json';

const keys = Object.keys(READING_FIELDS) as FieldKey[];
const spec = (key: FieldKey): FieldSpec => READING_FIELDS[key];

/** An item with every field the table has, as an owner's file gives it. */
const complete = {
  name: 'Designing Data-Intensive Applications',
  url: 'https://dataintensive.net/',
  type: 'book',
  status: 'read',
  tags: ['databases', 'architecture'],
  score: 5,
  createdTime: '2024-01-02T10:00:00Z',
  lastEditedTime: '2024-03-04T10:00:00Z',
  description: '  The big ideas behind reliable systems.  ',
  image: 'https://example.com/ddia.jpg',
  authors: 'Martin Kleppmann',
  lang: 'EN',
  pages: 616,
  publisher: "O'Reilly",
  year: 2017,
  isbn: '978-1-4493-7332-0',
  startedAt: '2024-01-05',
  finishedAt: '2024-02-20',
  rereads: 2,
  favorite: true,
  speakers: 'Martin Kleppmann; Ada Lovelace',
  minutes: 83,
  goodreadsId: 23463279,
  storygraphId: 'sg-4f2a9c1e-77b0',
};

describe('the reading field table', () => {
  it('gives the schema, OPTIONAL_FIELDS and LIST_FIELDS one entry per row', () => {
    expect(Object.keys(readingSchema.shape).sort()).toEqual([...keys].sort());
    expect([...OPTIONAL_FIELDS].sort()).toEqual(keys.filter((key) => spec(key).optional).sort());
    // The build adds each item's cover (resized from the file beside the content): the list carries it too.
    expect(LIST_FIELDS).toEqual(['id', ...keys.filter((key) => spec(key).list), 'cover']);
    // A required field is refused when missing; an optional one is not.
    for (const key of keys) {
      const { [key]: _left, ...without } = complete;
      expect(readingSchema.safeParse(without).success, key).toBe(spec(key).optional);
    }
  });

  it('carries every field of a checked item to its page, readings.json and back', () => {
    const item = toReadingItem('ddia', readingSchema.parse(complete));
    const carried = keys.filter((key) => spec(key).item !== false);
    expect(Object.keys(item).sort()).toEqual(['id', ...carried].sort());
    expect(item.description).toBe('The big ideas behind reliable systems.');
    expect(item.startedAt).toBe('2024-01-05T00:00:00.000Z');
    expect(item.lang).toBe('en');
    item.cover = { avif: '/_astro/ddia.avif 96w', webp: '/_astro/ddia.webp 96w', src: '/_astro/ddia.webp', width: 96, height: 128 };
    // The page's item reads back whole; the list's item keeps only the list fields.
    expect(parseReadingItem(JSON.parse(JSON.stringify(item)))).toEqual(item);
    const listed = JSON.parse(JSON.stringify(listItem(item)));
    expect(Object.keys(listed)).toEqual(LIST_FIELDS);
    expect(parseReadingItem(listed)).toEqual(listed);
    // A required field missing from readings.json drops the item.
    for (const key of keys.filter((k) => !spec(k).optional && k !== 'tags')) {
      const { [key]: _left, ...without } = listed;
      expect(parseReadingItem(without), key).toBeUndefined();
    }
  });

  it('names each field’s Notion property and import columns, and reads a Notion row by them', () => {
    expect(Object.keys(DEFAULT_PROPERTY_NAMES)).toEqual(keys.filter((key) => spec(key).notion));
    expect(importColumns('goodreads')).toMatchObject({ name: 'Title', isbn: 'ISBN13', finishedAt: 'Date Read' });
    expect(importColumns('storygraph')).toMatchObject({ name: 'Title', rereads: 'Read Count' });
    const text = (value: string) => ({ type: 'rich_text', rich_text: [{ plain_text: value }] });
    const page = {
      id: 'row',
      created_time: '2024-01-02T10:00:00.000Z',
      last_edited_time: '2024-01-03T10:00:00.000Z',
      properties: {
        Name: { type: 'title', title: [{ plain_text: 'Row' }] },
        Type: { type: 'select', select: { name: 'Book' } },
        Status: { type: 'status', status: { name: 'Done' } },
        Publisher: text('Gallimard'),
        Language: { type: 'select', select: { name: 'fr' } },
        Pages: { type: 'number', number: 300 },
        Favorite: { type: 'checkbox', checkbox: true },
        Speakers: { type: 'multi_select', multi_select: [{ name: 'Guy Steele' }] },
        Minutes: { type: 'number', number: 53 },
      },
    } as unknown as NotionPage;
    expect(mapNotionPage(page)).toMatchObject({
      ok: true,
      data: { publisher: 'Gallimard', lang: 'fr', pages: 300, favorite: true, speakers: ['Guy Steele'], minutes: 53, tags: [] },
      warnings: [],
    });
  });

  it('lists the facts an item page shows, each with its words in both languages', () => {
    const item = toReadingItem('ddia', readingSchema.parse(complete));
    const t = bindTranslate(en, 'en');
    expect(itemFacts(item, 'en', t)).toEqual([
      ['Pages', '616'],
      ['Publisher', "O'Reilly"],
      ['Published', '2017'],
      ['ISBN', '9781449373320'],
      ['Read again', '2 ×'],
      ['Speakers', 'Martin Kleppmann and Ada Lovelace'],
      ['Length', '83 min'],
    ]);
    expect(itemFacts({ ...item, speakers: ['Guy Steele'], minutes: 45 }, 'fr', bindTranslate(fr, 'fr')).slice(-2)).toEqual([
      ['Intervenant', 'Guy Steele'],
      ['Durée', '45\u00a0min'],
    ]);
    // A list of names is labelled in the singular or the plural.
    for (const messages of [en, fr] as Record<string, string>[]) {
      for (const key of FACT_FIELDS) {
        const names = spec(key).fact === 'names';
        for (const label of names ? [`${key}_one`, `${key}_other`] : [key]) expect(messages[`readings.item.${label}`], label).toBeTruthy();
      }
    }
  });
});
