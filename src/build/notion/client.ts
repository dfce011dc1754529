/**
 * The Notion API calls the reading list needs, over `fetchWithRetry`: retrieve a database (for its
 * data source), query a data source page by page, and list a page's blocks (its notes). Every failure is an Error whose message
 * starts with "Notion", names the step and gives the HTTP status or the cause.
 */
import type { GetDatabaseResponse, ListBlockChildrenResponse, QueryDataSourceResponse } from '@notionhq/client';
import { DEFAULT_POLICY, fetchWithRetry, HttpFailure, type RetryPolicy } from './http.ts';

export const NOTION_API_URL = 'https://api.notion.com';
/** The API version whose shapes `@notionhq/client` types describe (databases with data sources). */
export const NOTION_VERSION = '2025-09-03';
/** A database is read whole; this many pages of 100 rows is far beyond a reading list. */
const MAX_PAGES = 500;
/** Pages of 100 blocks read at most for one Notion page: notes are cut after 2,000 blocks. */
const MAX_BLOCK_PAGES = 20;

export interface NotionClientOptions {
  token: string;
  /** `https://api.notion.com` unless set (tests point it at a local stand-in). */
  baseUrl?: string | undefined;
  policy?: RetryPolicy | undefined;
}

/** A failed Notion step; `status` is the HTTP status when there was one. */
export class NotionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'NotionError';
  }
}

export class NotionClient {
  readonly #token: string;
  readonly #baseUrl: string;
  readonly #policy: RetryPolicy;

  constructor({ token, baseUrl, policy }: NotionClientOptions) {
    this.#token = token;
    this.#baseUrl = (baseUrl || NOTION_API_URL).replace(/\/+$/, '');
    this.#policy = policy ?? DEFAULT_POLICY;
  }

  async #call(step: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const fail = (reason: string, status?: number) => new NotionError(`Notion ${step} failed: ${reason}`, status);
    const init: RequestInit = {
      method,
      headers: { authorization: `Bearer ${this.#token}`, 'notion-version': NOTION_VERSION, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    let answer;
    try {
      answer = await fetchWithRetry(`${this.#baseUrl}${path}`, init, this.#policy);
    } catch (error) {
      if (error instanceof HttpFailure) throw fail(error.message);
      throw error;
    }
    const text = new TextDecoder().decode(answer.body);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      if (answer.status < 300) throw fail(`the answer is not valid JSON (${(error as Error).message})`, answer.status);
    }
    const record = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
    if (answer.status >= 300) {
      const detail = [record?.code, record?.message].filter((part) => typeof part === 'string').join(': ');
      const tries = answer.attempts > 1 ? ` after ${answer.attempts} attempts` : '';
      const hint = answer.status === 404 || answer.status === 401 ? ' (is the database shared with the integration, and the token right?)' : '';
      throw fail(`HTTP ${answer.status}${detail ? ` ${detail}` : ''}${tries}${hint}`, answer.status);
    }
    if (!record) throw fail('the answer is not a JSON object', answer.status);
    return record;
  }

  /**
   * The id of the first data source of database `id`; `id` itself when Notion knows no such
   * database (then it is taken as a data source id).
   */
  async dataSourceOf(id: string): Promise<string> {
    try {
      const database = (await this.#call('retrieve database', 'GET', `/v1/databases/${encodeURIComponent(id)}`)) as GetDatabaseResponse;
      const first = 'data_sources' in database ? database.data_sources[0] : undefined;
      return first?.id ?? id;
    } catch (error) {
      if (error instanceof NotionError && (error.status === 404 || error.status === 400)) return id;
      throw error;
    }
  }

  /** Every row of data source `id`, following the cursors. */
  async queryAll(id: string): Promise<{ rows: QueryDataSourceResponse['results']; pages: number }> {
    const rows: QueryDataSourceResponse['results'] = [];
    let cursor: string | undefined;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const step = `query page ${page}`;
      const body = { page_size: 100, ...(cursor ? { start_cursor: cursor } : {}) };
      const answer = (await this.#call(step, 'POST', `/v1/data_sources/${encodeURIComponent(id)}/query`, body)) as Partial<QueryDataSourceResponse>;
      if (!Array.isArray(answer.results)) throw new NotionError(`Notion ${step} failed: the answer has no "results" list`);
      rows.push(...answer.results);
      if (!answer.has_more) return { rows, pages: page };
      if (typeof answer.next_cursor !== 'string' || answer.next_cursor === cursor)
        throw new NotionError(`Notion ${step} failed: "has_more" without a new "next_cursor"`);
      cursor = answer.next_cursor;
    }
    throw new NotionError(`Notion query page ${MAX_PAGES + 1} failed: more than ${MAX_PAGES} pages of rows`);
  }

  /**
   * The blocks of page `id` (its own, not those nested under them), following the cursors, and
   * whether they were cut at the limit; `name` names the page in a failure (`Notion read blocks of
   * <name> (page 2) failed: …`).
   */
  async blocksOf(id: string, name: string = id): Promise<{ blocks: ListBlockChildrenResponse['results']; cut: boolean }> {
    const blocks: ListBlockChildrenResponse['results'] = [];
    let cursor: string | undefined;
    for (let page = 1; page <= MAX_BLOCK_PAGES; page++) {
      const step = `read blocks of ${name} (page ${page})`;
      const query = new URLSearchParams({ page_size: '100', ...(cursor ? { start_cursor: cursor } : {}) });
      const answer = (await this.#call(step, 'GET', `/v1/blocks/${encodeURIComponent(id)}/children?${query}`)) as Partial<ListBlockChildrenResponse>;
      if (!Array.isArray(answer.results)) throw new NotionError(`Notion ${step} failed: the answer has no "results" list`);
      blocks.push(...answer.results);
      if (!answer.has_more) return { blocks, cut: false };
      if (typeof answer.next_cursor !== 'string' || answer.next_cursor === cursor)
        throw new NotionError(`Notion ${step} failed: "has_more" without a new "next_cursor"`);
      cursor = answer.next_cursor;
    }
    return { blocks, cut: true };
  }
}
