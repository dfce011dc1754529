import type { Loader } from 'astro/loaders';
import { NotionClient } from './client.ts';
import { DEFAULT_POLICY, type RetryPolicy } from './http.ts';
import { downloadImage, mapLimited } from './images.ts';
import { DEFAULT_PROPERTY_NAMES, mapNotionPage, type NotionPage } from './readings.ts';
import { blocksToMarkdown, type NotionBlock } from './blocks.ts';
import { lastNotionRead, recordNotionRead } from './read-at.ts';
import { cleanFields } from '../../lib/readings/clean.ts';
import { OPTIONAL_FIELDS, readingSchema } from '../../lib/readings/schema.ts';
import type { ReadingStatus, ReadingType } from '../../lib/readings/model.ts';

/** The owner's own Notion options (`src/site.config.ts`): option name → status or type. */
export interface NotionOptions {
  status?: Readonly<Record<string, ReadingStatus>>;
  type?: Readonly<Record<string, ReadingType>>;
}

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
  /** The owner's own status and type options (`notion` in `src/site.config.ts`). */
  ownOptions?: NotionOptions | undefined;
  /** Where the time of the last whole read is kept (`read-at.ts`; tests use a temporary file). */
  readAtFile?: string | undefined;
}

/** More dropped rows than this share stops the build: a list missing many rows is not deployed. */
export const MAX_DROPPED_SHARE = 0.1;

/** Why the build stops when too many rows are dropped, with the first reasons. */
export function tooManyDropped(dropped: readonly string[], rows: number): string | undefined {
  // All rows dropped is always more than the share.
  if (dropped.length <= rows * MAX_DROPPED_SHARE) return undefined;
  const first = dropped.slice(0, 3).map((reason) => `\n  - ${reason}`).join('');
  return `Notion: ${dropped.length} of ${rows} rows dropped (more than ${MAX_DROPPED_SHARE * 100}%), so the reading list would lose them. First reasons:${first}`;
}

/** Pages whose blocks are read at once. */
const BLOCK_CONCURRENCY = 4;
/** Images downloaded at once. */
const IMAGE_CONCURRENCY = 4;
/** However many images hang, the downloads end within this time. */
const IMAGE_BUDGET_MS = 45_000;

/**
 * Reads every row of a Notion database at build time (paginated; timeouts and bounded retries,
 * see `http.ts`). A Notion failure stops the build with a message naming the step, unless this
 * machine read Notion whole before (the data store keeps it): that list is kept, with a warning
 * naming the failure and the day of the read. A row missing a
 * required property is dropped with a warning naming it (its Notion URL); an unusable optional
 * field is left out with a warning and the row stays. More than 10% of the rows dropped, all of
 * them, or a database without rows stops the build. Images Notion hosts are downloaded into the build, and one that fails is
 * dropped with a warning. Each row's notes are its page's blocks, as Markdown in the entry's `body`
 * (like a file's body); blocks that cannot be shown are left out with one warning per row.
 */
export function notionReadingsLoader(options: NotionLoaderOptions): Loader {
  const { token, databaseId, baseUrl, policy = DEFAULT_POLICY, imageDir, imageBudgetMs = IMAGE_BUDGET_MS, ownOptions = {}, readAtFile } = options;
  const mapping = { names: DEFAULT_PROPERTY_NAMES, statuses: ownOptions.status, types: ownOptions.type };
  return {
    name: 'notion-readings',
    load: async ({ store, logger, parseData, generateDigest, config }) => {
      const started = performance.now();
      const notion = new NotionClient({ token, baseUrl, policy });
      /** Everything read from Notion before the store changes: a failure here keeps the last read. */
      const read = async () => {
        const { rows, pages } = await notion.queryAll(await notion.dataSourceOf(databaseId));
        // An empty answer is far likelier a wrong database or a lost share than an empty list to deploy.
        if (rows.length === 0) {
          throw new Error(
            `Notion: the database ${databaseId} has no rows, so the site would show an empty reading list. ` +
              'Check NOTION_DATABASE_ID and that the database is shared with the integration; ' +
              'to build from content/readings instead, unset NOTION_TOKEN.',
          );
        }
        const dropped: string[] = [];
        const mapped = [];
        for (const row of rows) {
          const page = row as unknown as NotionPage;
          const where = `row ${typeof page.url === 'string' ? page.url : page.id}`;
          const label = `Notion ${where}`;
          const result = mapNotionPage(page, mapping);
          if (!result.ok) {
            dropped.push(`${label} dropped: ${result.reason}`);
            continue;
          }
          const named = `${label} ("${result.data.name}")`;
          const { data, notes } = cleanFields(result.data);
          // An optional field the schema refuses (a `javascript:` link, a score of 4.5) is left out; the row stays.
          for (const field of OPTIONAL_FIELDS) {
            if (data[field] === undefined) continue;
            const check = readingSchema.shape[field].safeParse(data[field]);
            if (!check.success) {
              if (field === 'tags') data.tags = [];
              else delete data[field];
              notes.push(`${field}: ${check.error.issues[0]?.message ?? 'invalid'}; left out`);
            }
          }
          // So is one a rule across fields refuses (`finishedAt` before `startedAt`, or on an item not finished).
          const whole = readingSchema.safeParse(data);
          for (const issue of whole.error?.issues ?? []) {
            const field = OPTIONAL_FIELDS.find((name) => name === issue.path[0]);
            if (!field || data[field] === undefined) continue;
            delete data[field];
            notes.push(`${field}: ${issue.message}; left out`);
          }
          for (const note of [...result.warnings, ...notes]) logger.warn(`${named}: ${note}`);
          mapped.push({ ...result, data, label: named, page: `${where} ("${result.data.name}")`, body: '' });
        }
        // A failed read of a page's blocks stops the build, as every failed Notion call does (naming
        // the step and the row): a list built without some of its notes would look complete.
        let blocksFailed = false;
        await mapLimited(mapped, BLOCK_CONCURRENCY, async (row) => {
          if (blocksFailed) return;
          try {
            const { blocks, cut } = await notion.blocksOf(row.id, row.page);
            const { markdown, skipped } = blocksToMarkdown(blocks as NotionBlock[]);
            row.body = markdown;
            if (skipped.length)
              logger.warn(`${row.label}: notes: blocks of type ${skipped.join(', ')} left out (only paragraphs, quotes, headings and bulleted lists are shown)`);
            if (cut) logger.warn(`${row.label}: notes: cut after ${blocks.length} blocks`);
          } catch (error) {
            blocksFailed = true;
            throw error;
          }
        });
        let lostImages = 0;
        const imagesUntil = Date.now() + imageBudgetMs;
        await mapLimited(mapped, IMAGE_CONCURRENCY, async (row) => {
          if (!row.download) return;
          try {
            const left = imagesUntil - Date.now();
            if (left <= 0) throw new Error(`the downloads took over ${imageBudgetMs / 1000} s`);
            const imagePolicy = { ...policy, deadlineMs: Math.min(policy.deadlineMs, left) };
            row.data.image = await downloadImage(row.download, { base: config.base, dir: imageDir, policy: imagePolicy, apiUrl: baseUrl });
          } catch (error) {
            lostImages++;
            logger.warn(`${row.label}: image dropped, its download failed: ${(error as Error).message}`);
          }
        });
        return { rows, pages, mapped, dropped, lostImages };
      };
      let answer: Awaited<ReturnType<typeof read>>;
      try {
        answer = await read();
      } catch (error) {
        // A Notion that cannot be read keeps the list this machine read last (the build's data
        // store, node_modules/.astro), and says so; with none, the build stops.
        const kept = [...store.keys()].length;
        const readAt = lastNotionRead(readAtFile);
        if (kept === 0 || !readAt) throw error;
        logger.warn(`${(error as Error).message}. The ${kept} reading items read from Notion on ${readAt.slice(0, 16).replace('T', ' ')} UTC are kept.`);
        return;
      }
      const { rows, pages, mapped, dropped, lostImages } = answer;
      store.clear();
      for (const { id, data, label, body } of mapped) {
        try {
          const parsed = await parseData({ id, data: { ...data } });
          store.set({ id, data: parsed, ...(body ? { body } : {}), digest: generateDigest({ data, body }) });
        } catch (error) {
          dropped.push(`${label} dropped: ${(error as Error).message}`);
        }
      }
      for (const message of dropped) logger.warn(message);
      const failure = tooManyDropped(dropped, rows.length);
      if (failure) throw new Error(failure);
      recordNotionRead(new Date().toISOString(), readAtFile);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(
        `${rows.length - dropped.length} reading items from Notion (${rows.length} rows over ${pages} pages, ${dropped.length} dropped` +
          `${lostImages ? `, ${lostImages} images lost` : ''}) in ${seconds} s`,
      );
    },
  };
}
