import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readingSchema } from '../../src/collections/readings';
import type { RetryPolicy } from '../../src/build/notion/http';
import { notionReadingsLoader } from '../../src/build/notion/loader';
import { isNotionFileHost } from '../../src/build/notion/images';
import { lastNotionRead } from '../../src/build/notion/read-at';
import { GIANT_PNG } from '../support/fake-covers';
import { block, DATA_SOURCE_ID, DATABASE_ID, notionRow, PNG, startFakeNotion, text, type FakeNotion } from '../support/fake-notion';

/** Short limits for the cases about time limits: 4 attempts of 300 ms at most, 1.5 s a request. */
const FAST: RetryPolicy = { timeoutMs: 300, retries: 3, backoffMs: 10, deadlineMs: 1500 };
/**
 * Every other case: the same retries, and room for a loaded machine. A fake's answer took over
 * 300 ms at load 9-12 (10 MB read; a blocks page asked again), and the case counted one more request.
 */
const STEADY: RetryPolicy = { timeoutMs: 10_000, retries: 3, backoffMs: 10, deadlineMs: 30_000 };

let fake: FakeNotion | undefined;
const folders: string[] = [];
afterEach(() => fake?.close());
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** Runs the loader against the stand-in with a store, logger and schema like Astro's. */
async function load(
  rows: unknown[],
  setup: (fake: FakeNotion) => void = () => {},
  { base = '/', databaseId = DATABASE_ID, imageBudgetMs = 60_000, policy = STEADY, items = new Map<string, Record<string, unknown>>(), readAtFile = '' } = {},
) {
  fake = await startFakeNotion(rows);
  setup(fake);
  const imageDir = await mkdtemp(join(tmpdir(), 'notion-images-'));
  folders.push(imageDir);
  const bodies = new Map<string, string>();
  const log: { warn: string[]; info: string[] } = { warn: [], info: [] };
  const context = {
    store: {
      keys: () => [...items.keys()],
      clear: () => items.clear(),
      set: ({ id, data, body }: { id: string; data: Record<string, unknown>; body?: string }) => {
        items.set(id, data);
        if (body !== undefined) bodies.set(id, body);
      },
    },
    logger: { warn: (m: string) => log.warn.push(m), info: (m: string) => log.info.push(m) },
    parseData: async ({ id, data }: { id: string; data: unknown }) => {
      const result = readingSchema.safeParse(data);
      if (!result.success) throw new Error(`${id}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return result.data;
    },
    generateDigest: (data: unknown) => JSON.stringify(data).length.toString(),
    config: { base },
  } as unknown as LoaderContext;
  const started = performance.now();
  const readAt = readAtFile || `${imageDir}.read.json`;
  folders.push(readAt);
  const loader = notionReadingsLoader({ token: 'test-token', databaseId, baseUrl: fake.url, policy, imageDir, imageBudgetMs, readAtFile: readAt });
  const error = await loader.load(context).then(
    () => undefined,
    (e: Error) => e,
  );
  return { items, bodies, log, error, seconds: (performance.now() - started) / 1000, imageDir, fake, readAtFile: readAt };
}

const rowsUpTo = (count: number) => Array.from({ length: count }, (_, i) => notionRow(i + 1));
const rowId = (n: number) => `0f0f0f0f-0000-4000-8000-${String(n).padStart(12, '0')}`;
const notionUrl = (n: number) => `https://www.notion.so/${rowId(n).replaceAll('-', '')}`;
const broken = (n: number, change: (row: Record<string, any>) => void) => {
  const row = notionRow(n) as unknown as Record<string, any>;
  change(row);
  return row;
};

describe('the Notion loader against a local stand-in of the API', () => {
  it('reads 250 rows over 3 pages, following the cursors', async () => {
    const { items, log, error, fake } = await load(rowsUpTo(250));
    expect(error).toBeUndefined();
    expect(items.size).toBe(250);
    // Every field of a row reaches the item, a video's speakers and length included.
    expect(items.get(rowId(7))).toMatchObject({ name: 'Reading 7', type: 'video', score: 3, speakers: ['Speaker 7'], minutes: 17 });
    expect(fake.counts).toMatchObject({ retrieve: 1, query: 3 });
    expect(log.warn).toEqual([]);
    expect(log.info[0]).toMatch(/^250 reading items from Notion \(250 rows over 3 pages, 0 dropped\) in [\d.]+ s$/);
  });

  it('takes a data source id when Notion knows no database by that id', async () => {
    const { items, error } = await load(rowsUpTo(3), undefined, { databaseId: DATA_SOURCE_ID });
    expect(error).toBeUndefined();
    expect(items.size).toBe(3);
  });

  it('keeps a row whose optional field is unusable, leaving the field out with a warning naming the row (its Notion URL) and the field', async () => {
    const rows = [
      ...rowsUpTo(16),
      broken(17, (row) => (row.properties.Tags.multi_select = [{ id: 'x', name: null, color: 'red' }])),
      broken(18, (row) => (row.properties.URL = { id: 'u', type: 'number', number: 3 })),
      broken(19, (row) => (row.properties.URL.url = 'javascript:alert(1)')),
      broken(20, (row) => (row.properties.Score.number = 4.5)),
    ];
    const { items, log, error } = await load(rows);
    expect(error).toBeUndefined();
    expect(items.size).toBe(20);
    expect(items.get(rowId(19))).not.toHaveProperty('url');
    expect(items.get(rowId(20))).not.toHaveProperty('score');
    expect(items.get(rowId(20))).toHaveProperty('description', 'Notes on reading 20.');
    expect(log.warn).toEqual([
      `Notion row ${notionUrl(17)} ("Reading 17"): property "Tags": an option has no name; left out`,
      `Notion row ${notionUrl(18)} ("Reading 18"): property "URL": expected url or rich_text, found number; left out`,
      `Notion row ${notionUrl(19)} ("Reading 19"): url: Only http: and https: URLs are allowed; left out`,
      `Notion row ${notionUrl(20)} ("Reading 20"): score: Invalid input: expected int, received number; left out`,
    ]);
    expect(log.info[0]).toMatch(/^20 reading items from Notion \(20 rows over 1 pages, 0 dropped\)/);
  });

  it('drops a row missing a required property with a warning naming it, and reads Notion\'s default statuses', async () => {
    const status = (name: string) => (row: Record<string, any>) => (row.properties.Status.status = { id: 's', name, color: 'gray' });
    const rows = [
      ...rowsUpTo(14),
      broken(15, status('Not started')),
      broken(16, status('In progress')),
      broken(17, status('Done')),
      broken(18, status('Pas commencé')),
      broken(19, status('Terminé')),
      broken(20, (row) => delete row.properties.Type),
    ];
    const { items, log, error } = await load(rows);
    expect(error).toBeUndefined();
    expect(items.size).toBe(19);
    expect([15, 16, 17, 18, 19].map((n) => items.get(rowId(n))?.status)).toEqual(['toRead', 'inProgress', 'read', 'toRead', 'read']);
    expect(log.warn).toEqual([`Notion row ${notionUrl(20)} dropped: property "Type": missing or empty`]);
    expect(log.info[0]).toMatch(/^19 reading items from Notion \(20 rows over 1 pages, 1 dropped\)/);
  });

  it('stops the build when more than 10% of the rows are dropped, naming Notion and the first reasons', async () => {
    const rows = [
      notionRow(1),
      broken(2, (row) => delete row.properties.Type),
      broken(3, (row) => (row.properties.Status = { id: 's', type: 'rich_text', rich_text: [] })),
      { object: 'page', id: '0f0f0f0f-0000-4000-8000-000000000004' },
      broken(5, (row) => (row.properties.Name.title = [])),
      ...Array.from({ length: 5 }, (_, i) => notionRow(i + 6)),
    ];
    const { error } = await load(rows);
    expect(error?.message).toBe(
      [
        'Notion: 4 of 10 rows dropped (more than 10%), so the reading list would lose them. First reasons:',
        `  - Notion row ${notionUrl(2)} dropped: property "Type": missing or empty`,
        `  - Notion row ${notionUrl(3)} dropped: property "Status": expected select or status, found rich_text`,
        '  - Notion row 0f0f0f0f-0000-4000-8000-000000000004 dropped: the row has no properties',
      ].join('\n'),
    );
  });

  it('stops the build when every row is dropped (a database of unknown statuses)', async () => {
    const rows = [1, 2, 3].map((n) => broken(n, (row) => (row.properties.Status.status = { id: 's', name: 'Someday', color: 'gray' })));
    const { error, items } = await load(rows);
    expect(error?.message).toMatch(/^Notion: 3 of 3 rows dropped \(more than 10%\)/);
    expect(error?.message).toContain('property "Status": unknown value "Someday"');
    expect(items.size).toBe(0);
  });

  it('stops the build when the database has no rows: an empty list is not deployed', async () => {
    const { error, items } = await load([]);
    expect(error?.message).toBe(
      `Notion: the database ${DATABASE_ID} has no rows, so the site would show an empty reading list. Check NOTION_DATABASE_ID and that the database is shared with the integration; to build from content/readings instead, unset NOTION_TOKEN.`,
    );
    expect(items.size).toBe(0);
  });

  it('waits as long as Retry-After asks after a 429, then goes on', async () => {
    const { items, error, seconds, fake } = await load(rowsUpTo(5), (fake) => {
      fake.fault = (route, count) => (route === 'query' && count === 1 ? { status: 429, headers: { 'retry-after': '1' } } : undefined);
    });
    expect(error).toBeUndefined();
    expect(items.size).toBe(5);
    expect(fake.counts.query).toBe(2);
    expect(seconds).toBeGreaterThanOrEqual(0.95);
  });

  it('retries after one 500 and goes on', async () => {
    const { items, error, fake } = await load(rowsUpTo(150), (fake) => {
      fake.fault = (route, count) => (route === 'query' && count === 2 ? { status: 500 } : undefined);
    });
    expect(error).toBeUndefined();
    expect(items.size).toBe(150);
    expect(fake.counts.query).toBe(3);
  });

  it('fails, naming the step and the status, when the API answers 500 every time', async () => {
    const { error, fake } = await load(rowsUpTo(5), (fake) => {
      fake.fault = (route) => (route === 'query' ? { status: 500 } : undefined);
    });
    expect(error?.message).toBe('Notion query page 1 failed: HTTP 500 internal_server_error: Fake failure. after 4 attempts');
    expect(fake.counts.query).toBe(4);
  });

  it('keeps the list it read last when Notion cannot be read, saying why and when it was read; stops without one', async () => {
    const first = await load(rowsUpTo(3));
    expect(first.error).toBeUndefined();
    const readAt = lastNotionRead(first.readAtFile)!;
    expect(Date.now() - Date.parse(readAt)).toBeLessThan(60_000);
    await fake?.close();
    const down = (fake: FakeNotion) => {
      fake.fault = (route) => (route === 'query' ? { status: 500 } : undefined);
    };
    const again = await load(rowsUpTo(3), down, { items: first.items, readAtFile: first.readAtFile });
    expect(again.error).toBeUndefined();
    expect([...again.items.keys()]).toHaveLength(3);
    const day = `${readAt.slice(0, 10)} ${readAt.slice(11, 16)} UTC`;
    expect(again.log.warn).toEqual([`Notion query page 1 failed: HTTP 500 internal_server_error: Fake failure. after 4 attempts. The 3 reading items read from Notion on ${day} are kept.`]);
    // The read's time stays the last whole read's: the list says that day.
    expect(lastNotionRead(first.readAtFile)).toBe(readAt);
    await fake?.close();
    // A store with no record of a whole read (say, filled by an older build) is not trusted.
    const unknown = await load(rowsUpTo(3), down, { items: first.items });
    expect(unknown.error?.message).toMatch(/^Notion query page 1 failed/);
  });

  it('fails on an answer that is not JSON, naming the page', async () => {
    const { error } = await load(rowsUpTo(150), (fake) => {
      fake.fault = (route, count) => (route === 'query' && count === 2 ? 'malformed' : undefined);
    });
    expect(error?.message).toMatch(/^Notion query page 2 failed: the answer is not valid JSON \(.+\)$/);
  });

  it('fails within its time limit when the API hangs', async () => {
    const { error, seconds } = await load(
      rowsUpTo(5),
      (fake) => {
        fake.fault = () => 'hang';
      },
      { policy: FAST },
    );
    expect(error?.message).toMatch(/^Notion retrieve database failed: no answer in time \(0\.3 s an attempt, 1\.5 s in all\) \([2-4] attempts\)$/);
    // An alarm, not a target: the limit is 1.5 s; a loaded machine may add a second to start and end the run.
    expect(seconds).toBeLessThan(4);
  });

  it('fails on a token Notion refuses, and on connections it drops', async () => {
    const refused = await load(rowsUpTo(1), (fake) => {
      fake.fault = (route) => (route === 'retrieve' ? { status: 401, body: '{"code":"unauthorized","message":"API token is invalid."}' } : undefined);
    });
    expect(refused.error?.message).toBe('Notion retrieve database failed: HTTP 401 unauthorized: API token is invalid. (is the database shared with the integration, and the token right?)');
    await fake?.close();
    const dropped = await load(rowsUpTo(1), (fake) => {
      fake.fault = () => 'reset';
    });
    expect(dropped.error?.message).toMatch(/^Notion retrieve database failed: network error \(.+\) \(4 attempts\)$/);
  });

  it('downloads the images Notion hosts under their content hash, below the base path, and keeps other images', async () => {
    const rows: unknown[] = rowsUpTo(3);
    const { items, log, error, imageDir } = await load(
      rows,
      (fake) => {
        rows[0] = notionRow(1, { image: fake.fileUrl('cover.png') });
        rows[1] = notionRow(2, { image: fake.fileUrl('broken.png') });
        (rows[2] as any).cover = { type: 'external', external: { url: 'https://images.example/cover.jpg' } };
        fake.fault = (route, count) => (route === 'file' && count > 1 ? { status: 403, body: 'Request has expired' } : undefined);
      },
      { base: '/portfolio' },
    );
    expect(error).toBeUndefined();
    const [first, second, third] = [...items.values()];
    expect(first?.image).toMatch(/^\/portfolio\/notion-images\/[0-9a-f]{32}\.png$/);
    expect(second?.image).toBeUndefined();
    expect(third?.image).toBe('https://images.example/cover.jpg');
    const files = await readdir(imageDir);
    expect(files).toEqual([String(first?.image).split('/').pop()]);
    expect(await readFile(join(imageDir, files[0]!))).toEqual(PNG);
    expect(log.warn).toEqual([
      `Notion row ${notionUrl(2)} ("Reading 2"): image dropped, its download failed: HTTP 403`,
    ]);
    expect(log.info[0]).toMatch(/^3 reading items from Notion \(3 rows over 1 pages, 0 dropped, 1 images lost\)/);
  });

  it('keeps a Notion image only when it decodes whole within 40 megapixels', async () => {
    const rows: unknown[] = rowsUpTo(1);
    const { items, log, error } = await load(rows, (fake) => {
      rows[0] = notionRow(1, { image: fake.fileUrl('giant.png') });
      fake.fault = (route) => (route === 'file' ? { status: 200, body: GIANT_PNG, headers: { 'content-type': 'image/png' } } : undefined);
    });
    expect(error).toBeUndefined();
    expect([...items.values()][0]?.image).toBeUndefined();
    expect(log.warn).toEqual([`Notion row ${notionUrl(1)} ("Reading 1"): image dropped, its download failed: not a usable image: 20000 × 20000 pixels, over the limit of 40 megapixels`]);
  });

  it('gives up on images that hang once the time for downloads is spent, keeping the rows', async () => {
    const rows: unknown[] = [];
    const { items, log, error, seconds } = await load(
      rows,
      (fake) => {
        rows.push(...Array.from({ length: 12 }, (_, i) => notionRow(i + 1, { image: fake.fileUrl(`cover-${i + 1}.png`) })));
        fake.fault = (route) => (route === 'file' ? 'hang' : undefined);
      },
      { imageBudgetMs: 800, policy: FAST },
    );
    expect(error).toBeUndefined();
    expect(items.size).toBe(12);
    expect([...items.values()].filter((item) => item.image)).toEqual([]);
    expect(log.warn).toHaveLength(12);
    expect(log.warn.at(-1)).toMatch(/image dropped, its download failed: (the downloads took over 0\.8 s|no answer in time)/);
    // An alarm, not a target: the limit is 1.5 s; a loaded machine may add a second to start and end the run.
    expect(seconds).toBeLessThan(4);
  });
});

describe("each row's notes, from its page's blocks", () => {
  it('stores the blocks as Markdown in the body, following the cursors, with one warning per page for the blocks left out', async () => {
    const { items, bodies, log, error, fake } = await load(rowsUpTo(10), (fake) => {
      fake.blocks[rowId(1)] = [
        block('quote', [text('To read is to '), text('choose', { italic: true }), text('.')]),
        ...Array.from({ length: 149 }, (_, i) => block('bulleted_list_item', [text(`point ${i + 1}`)])),
        block('image'),
        block('divider'),
        block('image'),
      ];
      fake.blocks[rowId(2)] = [block('paragraph', [text('<b>not bold</b>')])];
    });
    expect(error).toBeUndefined();
    expect(items.size).toBe(10);
    expect(fake.counts.blocks).toBe(11);
    const notes = bodies.get(rowId(1))!;
    expect(notes.startsWith('> To read is to *choose*.\n\n- point 1\n- point 2\n')).toBe(true);
    expect(notes.endsWith('\n- point 149')).toBe(true);
    expect(bodies.get(rowId(2))).toBe('\\<b\\>not bold\\</b\\>');
    expect(bodies.has(rowId(3))).toBe(false);
    expect(log.warn).toEqual([
      `Notion row ${notionUrl(1)} ("Reading 1"): notes: blocks of type image, divider left out (only paragraphs, quotes, headings and bulleted lists are shown)`,
    ]);
  });

  it('stops the build when a page\'s blocks cannot be read, naming the step and the row', async () => {
    const { error } = await load(rowsUpTo(20), (fake) => {
      fake.fault = (route, _count, path) => (route === 'blocks' && path.includes(rowId(3)) ? { status: 500 } : undefined);
    });
    expect(error?.message).toBe(
      `Notion read blocks of row ${notionUrl(3)} ("Reading 3") (page 1) failed: HTTP 500 internal_server_error: Fake failure. after 4 attempts`,
    );
  });

  it('fails on a blocks answer that is not JSON', async () => {
    const { error } = await load(rowsUpTo(2), (fake) => {
      fake.fault = (route) => (route === 'blocks' ? 'malformed' : undefined);
    });
    expect(error?.message).toMatch(/^Notion read blocks of row https:\/\/www\.notion\.so\/\w+ \("Reading [12]"\) \(page 1\) failed: the answer is not valid JSON/);
  });
});

describe('book fields from Notion', () => {
  it('keeps a book row, leaving out a finish date the item cannot have with a warning', async () => {
    const book = (n: number, status: string) =>
      broken(n, (row) => {
        row.properties.Type.select = { id: 'b', name: 'Livre', color: 'gray' };
        row.properties.Status.status = { id: 's', name: status, color: 'gray' };
        row.properties.Authors = { id: 'a', type: 'rich_text', rich_text: [text('Ursula K. Le Guin; Jane Doe')] };
        row.properties.Started = { id: 'b', type: 'date', date: { start: '2025-03-02', end: null, time_zone: null } };
        row.properties.Finished = { id: 'f', type: 'date', date: { start: '2025-04-01', end: null, time_zone: null } };
        row.properties.Favorite = { id: 'v', type: 'checkbox', checkbox: true };
      });
    const { items, log, error } = await load([book(1, 'Read'), book(2, 'En cours'), ...rowsUpTo(10).slice(2)]);
    expect(error).toBeUndefined();
    expect(items.get(rowId(1))).toMatchObject({ type: 'book', authors: ['Ursula K. Le Guin', 'Jane Doe'], finishedAt: new Date('2025-04-01'), favorite: true });
    expect(items.get(rowId(2))).toMatchObject({ type: 'book', status: 'inProgress', startedAt: new Date('2025-03-02') });
    expect(items.get(rowId(2))).not.toHaveProperty('finishedAt');
    expect(log.warn).toEqual([
      `Notion row ${notionUrl(2)} ("Reading 2"): finishedAt: finishedAt is only for an item whose status is read or canceled (this one is inProgress); left out`,
    ]);
  });
});

describe('image downloads: Notion file hosts only, and never more than the size limit', () => {
  it('allows https on Notion file hosts, and the API server itself when it is a stand-in', () => {
    expect(isNotionFileHost('https://prod-files-secure.s3.us-west-2.amazonaws.com/a/cover.png?X-Amz-Signature=x')).toBe(true);
    expect(isNotionFileHost('https://file.notion.so/f/f/a/cover.png')).toBe(true);
    expect(isNotionFileHost('http://prod-files-secure.s3.us-west-2.amazonaws.com/a/cover.png')).toBe(false);
    expect(isNotionFileHost('https://evil.example/secure.notion-static.com/cover.png?X-Amz-Signature=x')).toBe(false);
    expect(isNotionFileHost('https://prod-files-secure.s3.us-west-2.amazonaws.com.evil.example/cover.png')).toBe(false);
    expect(isNotionFileHost('http://127.0.0.1:9/secure.notion-static.com/a.png', 'http://127.0.0.1:9')).toBe(true);
    expect(isNotionFileHost('http://127.0.0.1:9/secure.notion-static.com/a.png')).toBe(false);
  });

  it('follows a redirect within the file hosts, refuses one that leaves them, and stops reading at 10 MB', async () => {
    const rows: unknown[] = [];
    // An endless body ends as "larger than 10 MB", not at the time limit: the reading stops at the size.
    const { items, log, error } = await load(rows, (fake) => {
      rows.push(
        notionRow(1, { image: fake.fileUrl('moved.png') }),
        notionRow(2, { image: fake.fileUrl('away.png') }),
        notionRow(3, { image: fake.fileUrl('endless.png') }),
        ...rowsUpTo(10).slice(3),
      );
      fake.fault = (route, _count, path) =>
        route !== 'file'
          ? undefined
          : path.endsWith('/moved.png')
            ? { status: 302, headers: { location: fake.fileUrl('cover.png') } }
            : path.endsWith('/away.png')
              ? { status: 302, headers: { location: 'http://127.0.0.2:1/cover.png' } }
              : path.endsWith('/endless.png')
                ? 'endless'
                : undefined;
    });
    expect(error).toBeUndefined();
    expect(items.size).toBe(10);
    expect(items.get(rowId(1))?.image).toMatch(/^\/notion-images\/[0-9a-f]{32}\.png$/);
    expect(log.warn).toEqual([
      `Notion row ${notionUrl(2)} ("Reading 2"): image dropped, its download failed: not a Notion file address (http://127.0.0.2:1)`,
      `Notion row ${notionUrl(3)} ("Reading 3"): image dropped, its download failed: larger than 10 MB`,
    ]);
  });
});

describe('a database not shared with the integration', () => {
  it('stops the build with a hint', async () => {
    const { error } = await load(rowsUpTo(1), undefined, { databaseId: 'not-shared' });
    expect(error?.message).toBe(
      'Notion query page 1 failed: HTTP 404 object_not_found: Could not find data source. (is the database shared with the integration, and the token right?)',
    );
  });
});
