import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAstro } from '../support/astro-cli';
import { block, DATABASE_ID, notionRow, PNG, startFakeNotion, text } from '../support/fake-notion';
import { projectCopy } from '../support/project-copy';

/** A copy of the project of its own (its own content store), built into its `dist/`. */
const PROJECT = projectCopy('notion-build');
const OUT = join(PROJECT, 'dist');

afterAll(() => rm(PROJECT, { recursive: true, force: true }));

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

describe('a real build from the Notion stand-in', () => {
  it(
    'builds 25 rows over 3 pages with their Notion images copied in, notes from their blocks, and nothing signed or expiring in the output',
    async () => {
      const fake = await startFakeNotion();
      // Three pages of rows: Notion answers at most 100 rows a query, and may answer fewer; ten
      // here, so that the build follows the cursor over 25 rows without drawing 250 preview images.
      fake.pageSize = 10;
      // The newest rows (first on the page) have Notion-hosted covers; row 25's link has expired.
      const cover = (n: number) => (n > 22 ? { image: fake.fileUrl(n === 25 ? 'expired.png' : `cover-${n}.png`) } : {});
      fake.rows = Array.from({ length: 25 }, (_, i) => notionRow(i + 1, cover(i + 1)));
      // Row 24, among the newest, is a book with authors and notes.
      const book = fake.rows[23] as Record<string, any>;
      book.properties.Type.select.name = 'Livre';
      book.properties.Authors = { id: 'a', type: 'multi_select', multi_select: [{ id: 'l', name: 'Ursula K. Le Guin', color: 'gray' }] };
      fake.blocks[book.id] = [
        block('quote', [text('To light a candle is to cast a shadow.')]),
        block('paragraph', [text('Read it '), text('twice', { bold: true }), text(' <script>alert(1)</script>')]),
        block('image'),
      ];
      fake.fault = (route, _count, path) => (route === 'file' && path.endsWith('/expired.png') ? { status: 403, body: 'Request has expired' } : undefined);
      const run = await runAstro(['build'], { NOTION_TOKEN: 'test-token', NOTION_DATABASE_ID: DATABASE_ID, NOTION_API_URL: fake.url }, { cwd: PROJECT });
      // After the build the file URLs stop answering, as signed URLs do after an hour.
      await fake.close();
      expect(run.code, run.output.slice(-3000)).toBe(0);
      expect(fake.counts).toMatchObject({ retrieve: 1, query: 3, blocks: 25 });
      expect(run.output).toMatch(/25 reading items from Notion \(25 rows over 3 pages, 0 dropped, 1 images lost\)/);
      expect(run.output).toMatch(/Notion row https:\/\/www\.notion\.so\/0f0f0f0f000040008000000000000025 \("Reading 25"\): image dropped, its download failed: HTTP 403/);

      expect(run.output).toMatch(/Notion row https:\/\/www\.notion\.so\/0f0f0f0f000040008000000000000024 \("Reading 24"\): notes: blocks of type image left out/);

      const itemPage = await readFile(join(OUT, `readings/${book.id}/index.html`), 'utf8');
      expect(itemPage).toMatch(/<div class="prose"[^>]*><blockquote>\s*<p>To light a candle is to cast a shadow\.<\/p>\s*<\/blockquote>/);
      expect(itemPage).toContain('<p>Read it <strong>twice</strong> &#x3C;script>alert(1)&#x3C;/script></p>');
      expect(itemPage).toContain('de Ursula K. Le Guin'); // The default locale is French.
      const card = /<li class="re-item" data-id="0f0f0f0f-0000-4000-8000-000000000024"[\s\S]*?<\/li>/.exec(await readFile(join(OUT, 'readings/index.html'), 'utf8'));
      expect(card?.[0]).toMatch(/<p class="re-authors">de Ursula K\. Le Guin<\/p>/);

      const readings = JSON.parse(await readFile(join(OUT, 'readings.json'), 'utf8')) as { id: string; image?: string }[];
      expect(readings).toHaveLength(25);
      const images = readings.filter((item) => item.image).map((item) => item.image!);
      expect(images).toHaveLength(2);
      for (const image of images) {
        expect(image).toMatch(/^\/notion-images\/[0-9a-f]{32}\.png$/);
        expect(await readFile(join(OUT, image))).toEqual(PNG);
      }

      const files = await filesUnder(OUT);
      const texts = files.filter((file) => /\.(html|json|xml|js|txt)$/.test(file));
      for (const file of texts) {
        const text = await readFile(join(OUT, file), 'utf8');
        expect(text, file).not.toContain(fake.url);
        expect(text, file).not.toMatch(/X-Amz-|secure\.notion-static\.com/);
      }
      const readingPage = await readFile(join(OUT, 'readings/index.html'), 'utf8');
      for (const image of images) expect(readingPage.includes(`src="${image}"`), image).toBe(true);
    },
    900_000,
  );
});
