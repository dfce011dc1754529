/**
 * A local stand-in of the Notion API for tests: plain Node `http` on 127.0.0.1. It answers the
 * calls the loader makes (retrieve a database, query its data source with cursors, list a page's
 * blocks with cursors) in the shapes `@notionhq/client` types describe, serves signed-looking file
 * URLs, and fails on demand.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { BlockObjectResponse, GetDatabaseResponse, ListBlockChildrenResponse, PageObjectResponse, QueryDataSourceResponse } from '@notionhq/client';

export const DATABASE_ID = '0f0f0f0f-0000-4000-8000-00000000000d';
export const DATA_SOURCE_ID = '0f0f0f0f-0000-4000-8000-0000000000d5';

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export type Route = 'retrieve' | 'query' | 'blocks' | 'file';
/** What one request gets instead of its normal answer. */
export type Fault = { status: number; body?: string | Buffer; headers?: Record<string, string> } | 'hang' | 'malformed' | 'reset' | 'endless';

type Annotations = { bold?: boolean; italic?: boolean; code?: boolean };

/** A rich text part as Notion returns it; `href` makes it a link. */
export const text = (content: string, annotations: Annotations = {}, href: string | null = null) => ({
  type: 'text' as const,
  text: { content, link: href ? { url: href } : null },
  annotations: { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default' as const, ...annotations },
  plain_text: content,
  href,
});

/** A block as Notion returns it: `block('quote', [text('…')])`; other types get an empty body (`block('divider')`). */
export function block(type: string, richText?: ReturnType<typeof text>[]): BlockObjectResponse {
  return {
    object: 'block',
    id: `0f0f0f0f-0000-4000-8000-b${String(++blockCount).padStart(11, '0')}`,
    parent: { type: 'page_id', page_id: DATABASE_ID },
    created_time: '2025-01-01T00:00:00.000Z',
    last_edited_time: '2025-01-01T00:00:00.000Z',
    created_by: user,
    last_edited_by: user,
    has_children: false,
    in_trash: false,
    archived: false,
    type,
    [type]: richText ? { rich_text: richText, color: 'default' } : {},
  } as unknown as BlockObjectResponse;
}
let blockCount = 0;

const user = { object: 'user' as const, id: '0f0f0f0f-0000-4000-8000-0000000000aa' };

/** Row `n` of the database: a complete, valid reading item; `image` adds a Notion-hosted cover. */
export function notionRow(n: number, { image }: { image?: string } = {}): PageObjectResponse {
  const id = `0f0f0f0f-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const created = new Date(Date.UTC(2025, 0, 1) + n * 3_600_000).toISOString();
  return {
    object: 'page',
    id,
    created_time: created,
    last_edited_time: created,
    in_trash: false,
    archived: false,
    is_archived: false,
    is_locked: false,
    url: `https://www.notion.so/${id.replaceAll('-', '')}`,
    public_url: null,
    parent: { type: 'data_source_id', data_source_id: DATA_SOURCE_ID, database_id: DATABASE_ID },
    icon: null,
    cover: image ? { type: 'file', file: { url: image, expiry_time: '2025-01-01T01:00:00.000Z' } } : null,
    created_by: user,
    last_edited_by: user,
    properties: {
      Name: { id: 'title', type: 'title', title: [text(`Reading ${n}`)] },
      URL: { id: 'u', type: 'url', url: `https://example.com/reading/${n}` },
      Type: { id: 't', type: 'select', select: { id: 'v', name: 'Video', color: 'red' } },
      Status: { id: 's', type: 'status', status: { id: 'r', name: 'Read', color: 'green' } },
      Tags: { id: 'g', type: 'multi_select', multi_select: [{ id: 'd', name: 'design', color: 'blue' }] },
      Score: { id: 'c', type: 'number', number: (n % 5) + 1 },
      Description: { id: 'e', type: 'rich_text', rich_text: [text(`Notes on reading ${n}.`)] },
      Speakers: { id: 'k', type: 'multi_select', multi_select: [{ id: 'p', name: `Speaker ${n}`, color: 'gray' }] },
      Minutes: { id: 'm', type: 'number', number: 10 + n },
    },
  } as PageObjectResponse;
}

export interface FakeNotion {
  /** `http://127.0.0.1:<port>`, for `NOTION_API_URL`. */
  url: string;
  /** The address of a Notion-hosted file, signed like S3's. */
  fileUrl(name: string): string;
  rows: unknown[];
  /** The most rows one query answers (100, Notion's cap; Notion may answer fewer than asked). */
  pageSize: number;
  /** Each page's blocks, by page id (none when absent). */
  blocks: Record<string, unknown[]>;
  /** Faults by route, by the request's number on that route (1-based) and path; absent → normal answer. */
  fault: (route: Route, count: number, path: string) => Fault | undefined;
  /** Requests by route. */
  counts: Record<Route, number>;
  close(): Promise<void>;
}

export async function startFakeNotion(rows: unknown[] = []): Promise<FakeNotion> {
  const sockets = new Set<Socket>();
  const fake: FakeNotion = {
    url: '',
    fileUrl: (name) =>
      `${fake.url}/secure.notion-static.com/${name}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=3600&X-Amz-Signature=deadbeef`,
    rows,
    pageSize: 100,
    blocks: {},
    fault: () => undefined,
    counts: { retrieve: 0, query: 0, blocks: 0, file: 0 },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse, what: string) =>
    json(res, 404, { object: 'error', status: 404, code: 'object_not_found', message: `Could not find ${what}.` });

  async function answer(route: Route, req: IncomingMessage, res: ServerResponse, url: URL) {
    if (route === 'file') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
      return;
    }
    if (req.headers.authorization !== 'Bearer test-token')
      return json(res, 401, { object: 'error', status: 401, code: 'unauthorized', message: 'API token is invalid.' });
    if (route === 'retrieve') {
      if (!url.pathname.endsWith(`/${DATABASE_ID}`)) return notFound(res, 'database');
      const database = {
        object: 'database',
        id: DATABASE_ID,
        title: [text('Readings')],
        data_sources: [{ id: DATA_SOURCE_ID, name: 'Readings' }],
      } as Partial<GetDatabaseResponse>;
      return json(res, 200, database);
    }
    if (route === 'blocks') {
      const id = decodeURIComponent(url.pathname.split('/')[3] ?? '');
      const all = fake.blocks[id] ?? [];
      if (!fake.blocks[id] && !fake.rows.some((row) => (row as { id?: string }).id === id)) return notFound(res, 'block');
      const size = Math.min(Number(url.searchParams.get('page_size') ?? 100), 100);
      const start = Number(url.searchParams.get('start_cursor')?.replace('blocks-', '') ?? 0);
      const end = start + size;
      const page: ListBlockChildrenResponse = {
        object: 'list',
        type: 'block',
        block: {},
        results: all.slice(start, end) as ListBlockChildrenResponse['results'],
        has_more: end < all.length,
        next_cursor: end < all.length ? `blocks-${end}` : null,
      };
      return json(res, 200, page);
    }
    if (!url.pathname.includes(`/${DATA_SOURCE_ID}/`)) return notFound(res, 'data source');
    let body = '';
    for await (const chunk of req) body += chunk;
    const { page_size: size = 100, start_cursor: cursor } = JSON.parse(body || '{}') as { page_size?: number; start_cursor?: string };
    const start = cursor ? Number(cursor.replace('cursor-', '')) : 0;
    const end = start + Math.min(size, fake.pageSize);
    const page: QueryDataSourceResponse = {
      object: 'list',
      type: 'page_or_data_source',
      page_or_data_source: {},
      results: fake.rows.slice(start, end) as QueryDataSourceResponse['results'],
      has_more: end < fake.rows.length,
      next_cursor: end < fake.rows.length ? `cursor-${end}` : null,
    };
    json(res, 200, page);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route: Route | undefined =
      req.method === 'GET' && url.pathname.startsWith('/v1/databases/')
        ? 'retrieve'
        : req.method === 'POST' && url.pathname.startsWith('/v1/data_sources/')
          ? 'query'
          : req.method === 'GET' && /^\/v1\/blocks\/[^/]+\/children$/.test(url.pathname)
            ? 'blocks'
          : req.method === 'GET' && url.pathname.startsWith('/secure.notion-static.com/')
            ? 'file'
            : undefined;
    if (!route) return notFound(res, url.pathname);
    const fault = fake.fault(route, ++fake.counts[route], url.pathname);
    if (fault === 'hang') return;
    if (fault === 'reset') return req.socket.destroy();
    if (fault === 'endless') {
      // An image that never ends (no length announced): PNG bytes, then zeros until the client stops reading.
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(64 * 1024);
      PNG.copy(chunk);
      const write = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', write);
      };
      res.on('close', () => res.destroy());
      return write();
    }
    if (fault === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"object":"list","results":[{"object":"page","id":"unterminated');
    }
    if (fault) {
      res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
      return res.end(fault.body ?? JSON.stringify({ object: 'error', status: fault.status, code: 'internal_server_error', message: 'Fake failure.' }));
    }
    answer(route, req, res, url).catch((error: Error) => json(res, 500, { object: 'error', status: 500, code: 'fake_error', message: error.message }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
