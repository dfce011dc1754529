/** `npm run readings -- check` on a scratch folder: what the build would stop on, and what the site cannot count. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { scratchReadings } from '../support/scratch-readings';
import { main } from '../../tools/readings/cli';
import { READING_TYPES } from '../../src/lib/readings/model';

let folder: string;
let output: string[];
scratchReadings('readings-check-', (scratch, printed) => {
  folder = scratch;
  output = printed;
});

const item = (fields: string) => `${fields}\ncreatedTime: 2025-01-01T10:00:00Z\nlastEditedTime: 2025-01-01T10:00:00Z\n`;

it('lists done items without a finish date, the same reading twice, and tags differing only in case', async () => {
  writeFileSync(join(folder, 'a.yaml'), item('name: A\ntype: book\nstatus: read\ntags: [CSS]\nisbn: "0450040186"'));
  writeFileSync(join(folder, 'b.yaml'), item('name: B\ntype: book\nstatus: canceled\ntags: [css]\nisbn: "978-0-450-04018-4"'));
  writeFileSync(join(folder, 'c.yaml'), item('name: C\ntype: article\nstatus: read\nfinishedAt: 2025-01-02\ntags: [css]\nurl: https://example.com/c/'));
  writeFileSync(join(folder, 'd.yaml'), item('name: D\ntype: article\nstatus: toRead\nurl: https://example.com/c'));
  expect(await main(['check'])).toBe(0);
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => join(folder, `${name}.yaml`));
  expect(output).toEqual([
    `Tags "css", "CSS" are one tag, shown as "css": "css" in ${b}, ${c}; "CSS" in ${a}.`,
    `The same reading twice: ${c} and ${d} both link to https://example.com/c. Merge them or remove one.`,
    `The same book twice: ${a} and ${b} have the ISBN 9780450040184. Merge them or remove one.`,
    // B is canceled: never counted as finished, so no finish date is asked of it.
    `1 read item has no finish date: the statistics count only dated ones. Add finishedAt to:\n  ${a}`,
    '4 files checked, 0 problems, 4 warnings',
  ]);
});

it('says nothing more of a list the site counts whole', async () => {
  writeFileSync(join(folder, 'a.yaml'), item('name: A\ntype: book\nstatus: read\nfinishedAt: 2025-01-02'));
  expect(await main(['check'])).toBe(0);
  expect(output).toEqual(['1 file checked, 0 problems']);
});

it('names a slug that is no address under /readings/, as the build does', async () => {
  writeFileSync(join(folder, 'a.yaml'), item('name: A\ntype: book\nstatus: toRead\nslug: "../../x"'));
  writeFileSync(join(folder, 'b.yaml'), item('name: B\ntype: book\nstatus: toRead\nslug: "notes/2025/b"'));
  expect(await main(['check'])).toBe(1);
  expect(output).toEqual([`${join(folder, 'a.yaml')}: slug: "../../x" is not an address under /readings/ (words of letters, digits, - and _, joined by /)`, '2 files checked, 1 problem']);
});

it('start on a read item counts that read as a reread', async () => {
  writeFileSync(join(folder, 'a.yaml'), item('name: A\ntype: book\nstatus: read\nstartedAt: 2024-05-01\nfinishedAt: 2024-05-30\nrereads: 1'));
  expect(await main(['start', 'a'])).toBe(0);
  expect(output[0]).toBe(`started again a (${join(folder, 'a.yaml')}): status, startedAt, finishedAt, rereads`);
  expect(output[1]).toBe('reread 2: the read finished 2024-05-30 is counted in rereads');
  const text = readFileSync(join(folder, 'a.yaml'), 'utf8');
  expect(text).toMatch(/^status: inProgress$/m);
  expect(text).toMatch(/^rereads: 2$/m);
  expect(text).not.toContain('finishedAt');
});

it('names the file and the field of a length that is not whole minutes', async () => {
  writeFileSync(join(folder, 'a.yaml'), item('name: A\ntype: video\nstatus: toRead\nspeakers: Guy Steele\nminutes: 53'));
  writeFileSync(join(folder, 'b.yaml'), item('name: B\ntype: video\nstatus: toRead\nminutes: 52.5'));
  expect(await main(['check'])).toBe(1);
  expect(output).toEqual([`${join(folder, 'b.yaml')}:4 minutes: Expected the length in minutes as a whole number`, '2 files checked, 1 problem']);
});

it('words each fault as the build does: file, line, field, what is wrong and how to fix it', async () => {
  writeFileSync(join(folder, 'dune.md'), `---\ntype: book\nstatus: read\ntags: []\ncreatedTime: 2026-01-01T00:00:00Z\nlastEditedTime: 2026-01-02T00:00:00Z\n---\n`);
  writeFileSync(join(folder, 'mesh.md'), `\n---\nname: Data Mesh: Principles\ntype: book\n---\n`);
  writeFileSync(join(folder, 'x.yaml'), item('name: X\ntype: movie\nstatus: done\nscore: 7'));
  expect(await main(['check'])).toBe(1);
  expect(output.slice(0, -1).sort()).toEqual([
    `${join(folder, 'dune.md')}:2 name is missing: every reading needs a name`,
    `${join(folder, 'mesh.md')}:3 the value has a colon: put it in quotes ("Data Mesh: Principles")`,
    `${join(folder, 'x.yaml')}:2 type "movie" is not one of ${READING_TYPES.join(', ')}: use one of them`,
    `${join(folder, 'x.yaml')}:3 status "done" is not one of toRead, inProgress, read, canceled: use one of them`,
    `${join(folder, 'x.yaml')}:4 score 7 is out of range: give at most 5`,
  ].sort());
});

it('lists the temporary files an interrupted import left, says how to finish or clean up, and git ignores them', async () => {
  writeFileSync(join(folder, 'a.yaml'), item('name: A\ntype: book\nstatus: read\nfinishedAt: 2025-01-02'));
  mkdirSync(join(folder, 'covers'));
  const temps = [join(folder, '.b.md.0a1b2c3d.tmp'), join(folder, 'covers', '.b.jpg.ffee0011.tmp')];
  for (const temp of temps) writeFileSync(temp, 'whole');
  writeFileSync(join(folder, 'notes.tmp'), 'the owner’s own file');
  expect(await main(['check'])).toBe(0);
  expect(output).toEqual([
    `2 temporary files left by a write that was stopped (an import killed while renaming?):\n  ${temps[0]}\n  ${temps[1]}\n` +
      'To finish, run the same import again (it writes what is missing); to clean up, delete them (each is a copy, .gitignore leaves them out).',
    '1 file checked, 0 problems, 1 warning',
  ]);
  const ignored = spawnSync('git', ['check-ignore', '--no-index', 'content/readings/.b.md.0a1b2c3d.tmp', 'content/readings/covers/.b.jpg.ffee0011.tmp'], { encoding: 'utf8' });
  expect(ignored.stdout.trim().split('\n')).toHaveLength(2);
});
