/**
 * Runs real builds against the Notion stand-in, one per fault, with the production time limits,
 * and prints what each build does: `node tests/support/notion-fault-builds.ts [case…]`.
 * Slow on purpose (a hung API takes ~40 s to fail); the test suite covers the same faults fast.
 */
import { rm } from 'node:fs/promises';
import { runAstro } from './astro-cli.ts';
import { DATABASE_ID, notionRow, startFakeNotion, type FakeNotion } from './fake-notion.ts';

type Setup = (fake: FakeNotion) => void;
const rows = (count: number): Setup => (fake) => {
  fake.rows = Array.from({ length: count }, (_, i) => notionRow(i + 1));
};
const withFault =
  (count: number, fault: FakeNotion['fault']): Setup =>
  (fake) => {
    rows(count)(fake);
    fake.fault = fault;
  };

const CASES: Record<string, Setup> = {
  '250 rows over 3 pages': rows(250),
  'missing and wrong-typed properties, a null tag name': (fake) => {
    rows(6)(fake);
    const [, a, b, c] = fake.rows as Record<string, any>[];
    delete a!.properties.Type;
    b!.properties.Status = { id: 's', type: 'rich_text', rich_text: [] };
    c!.properties.Tags.multi_select = [{ id: 'x', name: null, color: 'red' }];
  },
  '429 then OK': withFault(20, (route, n) => (route === 'query' && n === 1 ? { status: 429, headers: { 'retry-after': '2' } } : undefined)),
  'one 500 then OK': withFault(20, (route, n) => (route === 'query' && n === 1 ? { status: 500 } : undefined)),
  '500 forever': withFault(20, (route) => (route === 'query' ? { status: 500 } : undefined)),
  'malformed JSON': withFault(20, (route) => (route === 'query' ? 'malformed' : undefined)),
  'a hang': withFault(20, () => 'hang'),
  "500 forever on a page's blocks": withFault(20, (route, _n, path) => (route === 'blocks' && path.includes('000000000007') ? { status: 500 } : undefined)),
  'file URLs that stop answering after the build': (fake) => {
    fake.rows = Array.from({ length: 20 }, (_, i) => notionRow(i + 1, { image: fake.fileUrl(`cover-${i + 1}.png`) }));
  },
};

const wanted = process.argv.slice(2);
for (const [label, setup] of Object.entries(CASES)) {
  if (wanted.length && !wanted.some((w) => label.includes(w))) continue;
  const fake = await startFakeNotion();
  setup(fake);
  const run = await runAstro(['build', '--outDir', 'dist-notion-faults'], {
    NOTION_TOKEN: 'test-token',
    NOTION_DATABASE_ID: DATABASE_ID,
    NOTION_API_URL: fake.url,
  });
  await fake.close();
  const lines = run.output.split('\n').filter((line) => /Notion|reading items/.test(line) && !/^\s+at /.test(line));
  console.log(`\n## ${label}: exit ${run.code} in ${run.seconds.toFixed(1)} s, requests ${JSON.stringify(fake.counts)}`);
  for (const line of [...new Set(lines)].slice(0, 8)) console.log(`  ${line.trim().slice(0, 240)}`);
}
await rm('dist-notion-faults', { recursive: true, force: true });
