import type { Loader } from 'astro/loaders';
import { NotionClient } from './client';
import { DEFAULT_POLICY, type RetryPolicy } from './http';
import { downloadImage, mapLimited } from './images';
import { mapNotionPage, type NotionPage } from './readings';

export interface NotionLoaderOptions {
  token: string;
  /** A database id (its first data source is read) or a data source id. */
  databaseId: string;
  /** The API's address; `https://api.notion.com` unless set. */
  baseUrl?: string | undefined;
  /** Time limits and retries of every request (API and images); tests shorten them. */
  policy?: RetryPolicy | undefined;
  /** Where downloaded images are stored (tests use a temporary folder). */
  imageDir?: string | undefined;
  /** Time for all image downloads; images not downloaded by then are dropped. */
  imageBudgetMs?: number | undefined;
}

/** Images downloaded at once. */
const IMAGE_CONCURRENCY = 4;
/** However many images hang, the downloads end within this time. */
const IMAGE_BUDGET_MS = 45_000;

/**
 * Reads every row of a Notion database at build time (paginated; timeouts and bounded retries,
 * see `http.ts`). A Notion failure stops the build with a message naming the step. Rows with an
 * unusable property or failing the schema are dropped with a warning naming the row; images Notion
 * hosts are downloaded into the build, and one that fails is dropped with a warning.
 */
export function notionReadingsLoader(options: NotionLoaderOptions): Loader {
  const { token, databaseId, baseUrl, policy = DEFAULT_POLICY, imageDir, imageBudgetMs = IMAGE_BUDGET_MS } = options;
  return {
    name: 'notion-readings',
    load: async ({ store, logger, parseData, generateDigest, config }) => {
      const started = performance.now();
      const notion = new NotionClient({ token, baseUrl, policy });
      const { rows, pages } = await notion.queryAll(await notion.dataSourceOf(databaseId));
      const dropped: string[] = [];
      const mapped = [];
      for (const row of rows) {
        const result = mapNotionPage(row as unknown as NotionPage);
        if (result.ok) mapped.push(result);
        else dropped.push(`Notion row ${result.id} dropped: ${result.reason}`);
      }
      let lostImages = 0;
      const imagesUntil = Date.now() + imageBudgetMs;
      await mapLimited(mapped, IMAGE_CONCURRENCY, async (row) => {
        if (!row.download) return;
        try {
          const left = imagesUntil - Date.now();
          if (left <= 0) throw new Error(`the downloads took over ${imageBudgetMs / 1000} s`);
          const imagePolicy = { ...policy, deadlineMs: Math.min(policy.deadlineMs, left) };
          row.data.image = await downloadImage(row.download, { base: config.base, dir: imageDir, policy: imagePolicy });
        } catch (error) {
          lostImages++;
          logger.warn(`Notion row ${row.id} ("${row.data.name}"): image dropped, its download failed: ${(error as Error).message}`);
        }
      });
      store.clear();
      for (const { id, data } of mapped) {
        try {
          const parsed = await parseData({ id, data: { ...data } });
          store.set({ id, data: parsed, digest: generateDigest(data as unknown as Record<string, unknown>) });
        } catch (error) {
          dropped.push(`Notion row ${id} ("${data.name}") dropped: ${(error as Error).message}`);
        }
      }
      for (const message of dropped) logger.warn(message);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(
        `${rows.length - dropped.length} reading items from Notion (${rows.length} rows over ${pages} pages, ${dropped.length} dropped` +
          `${lostImages ? `, ${lostImages} images lost` : ''}) in ${seconds} s`,
      );
    },
  };
}
