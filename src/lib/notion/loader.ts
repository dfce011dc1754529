import { Client, collectPaginatedAPI, isFullPage } from '@notionhq/client';
import type { Loader } from 'astro/loaders';
import { mapNotionPage, type NotionPage } from './readings';

export interface NotionLoaderOptions {
  token: string;
  /** A database id (its first data source is read) or a data source id. */
  databaseId: string;
}

/**
 * Reads every row of a Notion database at build time (paginated; the client retries rate-limited
 * and overloaded requests). Rows that cannot be mapped or fail the schema are dropped with a
 * warning naming them.
 */
export function notionReadingsLoader({ token, databaseId }: NotionLoaderOptions): Loader {
  return {
    name: 'notion-readings',
    load: async ({ store, logger, parseData, generateDigest }) => {
      const notion = new Client({ auth: token, retry: { maxRetries: 5 } });
      let dataSourceId = databaseId;
      try {
        const database = await notion.databases.retrieve({ database_id: databaseId });
        if ('data_sources' in database && database.data_sources[0]) dataSourceId = database.data_sources[0].id;
      } catch {
        // Not a database id: use it as a data source id.
      }
      const rows = await collectPaginatedAPI(notion.dataSources.query, { data_source_id: dataSourceId });
      store.clear();
      let dropped = 0;
      for (const row of rows) {
        if (!isFullPage(row)) continue;
        const mapped = mapNotionPage(row as unknown as NotionPage);
        if (!mapped.ok) {
          dropped++;
          logger.warn(`Notion row ${mapped.id} dropped: ${mapped.reason}`);
          continue;
        }
        try {
          const data = await parseData({ id: mapped.id, data: { ...mapped.data } });
          store.set({ id: mapped.id, data, digest: generateDigest(mapped.data as unknown as Record<string, unknown>) });
        } catch (error) {
          dropped++;
          logger.warn(`Notion row ${mapped.id} ("${mapped.data.name}") dropped: ${(error as Error).message}`);
        }
      }
      logger.info(`${rows.length - dropped} reading items from Notion, ${dropped} dropped`);
    },
  };
}
