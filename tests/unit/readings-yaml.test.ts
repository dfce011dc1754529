/**
 * One YAML dialect: what the tools write, the build reads the same way, and `check` reads files
 * as the build does (a leading byte-order mark included).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { describe, expect, it } from 'vitest';
import { scratchReadings } from '../support/scratch-readings';
import { main } from '../../tools/readings/cli';
import { newItemText, parseItemFile, readsOtherwise, updatedText } from '../../tools/readings/files';

let folder: string;
let output: string[];
scratchReadings('readings-yaml-', (scratch, printed) => {
  folder = scratch;
  output = printed;
});
const run = async (...argv: string[]) => {
  output.length = 0;
  const code = await main(argv);
  return { code, text: output.join('\n') };
};
const ITEM = 'type: book\nstatus: toRead\ncreatedTime: 2025-01-01T10:00:00Z\nlastEditedTime: 2025-01-01T10:00:00Z\n';

describe('readsOtherwise', () => {
  it('finds the text that YAML 1.1 or the build would read as something else', () => {
    for (const text of ['2025-01-01', '2024-12-25T10:00:00Z', '12', '-3', '3.5', '.inf', '1_000', '0x1F', '1:20', 'yes', 'No', 'on', 'OFF', 'y', 'n', 'true', 'null', '~', '', ' lead']) {
      expect(readsOtherwise(text), text).toBe(true);
    }
    for (const text of ['Refactoring', 'css', 'C++', '2025 in review', 'nope', 'x']) expect(readsOtherwise(text), text).toBe(false);
  });
});

describe('what the tools write', () => {
  it('quotes names, tags and other text a date, number or boolean could be mistaken for; dates stay dates', () => {
    const text = newItemText({ name: '2025-01-01', type: 'book', status: 'toRead', tags: ['2024-12-25', 'yes', '~', 'css'], createdTime: '2025-01-01T10:00:00Z', lastEditedTime: '2025-01-01T10:00:00Z', publisher: 'null' });
    expect(text).toContain('\nname: "2025-01-01"\n');
    expect(text).toContain('\ntags: ["2024-12-25", "yes", "~", css]\n');
    expect(text).toContain('\ncreatedTime: 2025-01-01T10:00:00Z\n');
    expect(text).toContain('\npublisher: "null"\n');
    // As Astro reads front matter.
    expect(parseFrontmatter(text).frontmatter).toMatchObject({ name: '2025-01-01', tags: ['2024-12-25', 'yes', '~', 'css'], publisher: 'null' });
  });

  it('quotes them in an update too, leaving the owner’s own lines as written', () => {
    const file = parseItemFile('/c/a.yaml', 'a.yaml', `name: Mine # my name\n${ITEM}`);
    const text = updatedText(file, { ...file.data, tags: ['on', 'off'], publisher: '1984' });
    expect(text).toBe(`name: Mine # my name\n${ITEM}tags: ["on", "off"]\npublisher: "1984"\n`);
    expect(load(text)).toMatchObject({ tags: ['on', 'off'], publisher: '1984' });
  });

  it('add writes a date-like name and tag that check and the build read as text', async () => {
    const added = await run('add', 'https://example.com/dates', '--name', '2025-01-01', '--tags', '2024-12-25,yes');
    expect(added.code, added.text).toBe(0);
    const file = readFileSync(join(folder, '2025-01-01.md'), 'utf8');
    expect(parseFrontmatter(file).frontmatter).toMatchObject({ name: '2025-01-01', tags: ['2024-12-25', 'yes'] });
    expect((await run('check')).text).toBe('1 file checked, 0 problems');
  });
});

describe('check reads as the build does', () => {
  it('refuses a plain date where text is expected, as the build would', async () => {
    writeFileSync(join(folder, 'a.md'), `---\nname: 2025-01-01\ntags: [2024-12-25]\n${ITEM}---\n`);
    const { code, text } = await run('check');
    expect(code).toBe(1);
    // Each at its line, with the fix.
    expect(text).toContain(`${join(folder, 'a.md')}:2 name reads as a date: put it in quotes ("2025-01-01") to keep it as text`);
    expect(text).toContain(`${join(folder, 'a.md')}:3 tags.0 reads as a date: put it in quotes ("2024-12-25") to keep it as text`);
  });

  it('skips a leading byte-order mark in Markdown and YAML, and imports onto such a file', async () => {
    writeFileSync(join(folder, 'bom.md'), `\uFEFF---\nname: The Shining\nisbn: "9780450040184"\n${ITEM}---\n\nNotes.\n`);
    writeFileSync(join(folder, 'other.yaml'), `\uFEFFname: Other\n${ITEM}`);
    expect((await run('check')).text).toBe('2 files checked, 0 problems');
    const csv = join(folder, '..', `${folder.split('/').pop()}.csv`);
    writeFileSync(csv, 'Book Id,Title,ISBN,ISBN13,Exclusive Shelf,Date Added\n11588,The Shining,"=""0450040186""",,to-read,2023/01/05\n');
    try {
      const imported = await run('import-goodreads', csv);
      expect(imported.text).toMatch(/^updated bom \(\S+bom\.md\): url, goodreadsId$/m);
      expect(imported.text).toContain('created 0, updated 1');
    } finally {
      rmSync(csv);
    }
    expect(readFileSync(join(folder, 'bom.md'), 'utf8')).toMatch(/^---\nname: The Shining\n[\s\S]*\n---\n\nNotes\.\n$/);
  });

  it('names a JSON file with a byte-order mark, which the build cannot read', async () => {
    writeFileSync(join(folder, 'bom.json'), `\uFEFF{"name":"A"}`);
    expect((await run('check')).text).toContain(`${join(folder, 'bom.json')}: starts with a byte-order mark, which the build cannot read: save it as UTF-8 without BOM`);
  });
});
