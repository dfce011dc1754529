/**
 * The tools' writes leave every file whole or as it was: compared byte for byte after a failure
 * forced in the middle of a write (a file-size limit) or of an import (a name taken by a folder).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeAll } from '../../tools/atomic-write';
import { main } from '../../tools/readings/cli';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'atomic-write-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(folder, { recursive: true, force: true });
});

/** Every entry under the folder: its path, its kind and bytes, its mode and modification time. */
function snapshot(dir = folder): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const path = join(dir, name);
    const stats = statSync(path);
    entries[name] = `${stats.mode} ${stats.mtimeMs} ${stats.isDirectory() ? 'folder' : readFileSync(path, 'base64')}`;
  }
  return entries;
}

describe('writeAll', () => {
  it('writes every file, keeps a replaced file’s permissions, and leaves no temporary file', async () => {
    writeFileSync(join(folder, 'a.md'), 'old');
    chmodSync(join(folder, 'a.md'), 0o640);
    await writeAll([
      { path: join(folder, 'a.md'), text: 'new a', isNew: false },
      { path: join(folder, 'sub', 'b.md'), text: 'new b', isNew: true },
    ]);
    expect(readFileSync(join(folder, 'a.md'), 'utf8')).toBe('new a');
    expect(statSync(join(folder, 'a.md')).mode & 0o777).toBe(0o640);
    expect(readFileSync(join(folder, 'sub', 'b.md'), 'utf8')).toBe('new b');
    expect(readdirSync(folder, { recursive: true }).sort()).toEqual(['a.md', 'sub', 'sub/b.md']);
  });

  it('writes none when one cannot be written, and says which', async () => {
    writeFileSync(join(folder, 'a.md'), 'old a');
    writeFileSync(join(folder, 'taken.md'), 'someone else');
    const before = snapshot();
    await expect(
      writeAll([
        { path: join(folder, 'a.md'), text: 'new a', isNew: false },
        { path: join(folder, 'taken.md'), text: 'mine', isNew: true },
        { path: join(folder, 'c.md'), text: 'new c', isNew: true },
      ]),
    ).rejects.toThrow(`${join(folder, 'taken.md')}: already exists`);
    expect(snapshot()).toEqual(before);
  });

  it('leaves a file whole when the disk refuses its new size (a file-size limit), and says so', () => {
    const path = join(folder, 'long-notes.md');
    writeFileSync(path, `---\nname: Long notes\ntype: book\nstatus: toRead\ncreatedTime: 2024-01-01T00:00:00Z\nlastEditedTime: 2024-01-01T00:00:00Z\n---\n\n${'Notes. '.repeat(1540)}\n`);
    expect(statSync(path).size).toBeGreaterThan(10_000);
    const before = snapshot();
    // `ulimit -f 4`: no file may grow past 4,096 bytes.
    const run = spawnSync('bash', ['-c', `ulimit -f 4; exec "${process.execPath}" tools/readings.ts start long-notes`], { env: { ...process.env, READINGS_CONTENT_DIR: folder }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`${path}: EFBIG: file too large, write; nothing written, the file is as it was.`);
    expect(run.stdout).toBe('');
    expect(snapshot()).toEqual(before);
  });
});

describe('an import that fails in the middle', () => {
  it('leaves every file as it was, and says only what happened', async () => {
    writeFileSync(join(folder, 'mine.yaml'), 'name: Mine\ntype: book\nstatus: toRead\ncreatedTime: 2024-01-01T00:00:00Z\nlastEditedTime: 2024-01-01T00:00:00Z\nisbn: "9780450040184"\n');
    // A folder named as the second new item's file would be: unreadable, and its name taken.
    mkdirSync(join(folder, 'the-hunger-games.md'));
    const before = snapshot();
    const csv = join(folder, '..', `${folder.split('/').pop()}.csv`);
    writeFileSync(
      csv,
      [
        'Book Id,Title,Author,ISBN,ISBN13,My Rating,Date Read,Date Added,Bookshelves,Exclusive Shelf,My Review',
        '11588,The Shining,Stephen King,"=""0450040186""","=""""",0,,2023/01/05,,to-read,',
        '1,Eloquent JavaScript,Marijn Haverbeke,"=""""","=""""",5,2024/03/05,2024/01/10,,read,Good.',
        '2767052,The Hunger Games,Suzanne Collins,"=""""","=""""",0,,2024/02/01,,to-read,',
        '3,Dune,Frank Herbert,"=""""","=""""",0,,2024/02/02,,to-read,',
      ].join('\n'),
    );
    vi.stubEnv('READINGS_CONTENT_DIR', folder);
    const output: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args) => void output.push(args.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...args) => void output.push(args.join(' ')));
    try {
      expect(await main(['import-goodreads', csv])).toBe(1);
    } finally {
      rmSync(csv);
    }
    expect(snapshot()).toEqual(before);
    // What the import found stays said; nothing claims a file it did not write.
    expect(output.at(-1)).toBe(`${join(folder, 'the-hunger-games.md')}: already exists; nothing written, every file is as it was (the import writes all its files or none).`);
    expect(output.join('\n')).not.toMatch(/^(created|updated) /m);
  });
});
