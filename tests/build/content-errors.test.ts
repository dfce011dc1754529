import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAstro } from '../support/astro-cli';
import { projectCopy } from '../support/project-copy';

/**
 * A fault in a page's or a project's file reads as a reading's does (`npm run readings -- check`,
 * readings-content.test.ts): the file and its line, the field, what is wrong and how to fix it, no
 * stack trace. In a copy of the project (`dist-content-errors/`), one fault at a time.
 */
let COPY = '';
const outputs: Record<string, string> = {};

/** Runs `astro sync` with one file changed, then puts it back. */
async function syncWith(path: string, change: (text: string) => string): Promise<string> {
  const file = join(COPY, path);
  const before = readFileSync(file, 'utf8');
  writeFileSync(file, change(before));
  try {
    const run = await runAstro(['sync'], {}, { cwd: COPY });
    expect(run.code, run.output.slice(-2000)).not.toBe(0);
    return run.output;
  } finally {
    writeFileSync(file, before);
  }
}

beforeAll(async () => {
  COPY = projectCopy('content-errors');
  const project = `content/projects/en/${readdirSync(join(COPY, 'content/projects/en')).find((f) => f.endsWith('.md'))!}`;
  outputs.page = await syncWith('content/pages/en/about.md', (text) => text.replace(/^title:.*\n/m, ''));
  outputs.colon = await syncWith('content/pages/en/about.md', (text) => text.replace(/^title:.*$/m, 'title: About: me'));
  outputs.project = await syncWith(project, (text) => text.replace(/^year:.*$/m, 'year: twenty'));
  outputs.projectFile = project;
}, 600_000);

describe('a fault in a page or a project file', () => {
  it('a page without its title: the file, the line, the field and what it needs', () => {
    expect(outputs.page).toMatch(/content\/pages\/en\/about\.md:2 title is missing: every page needs a title/);
    expect(outputs.page).not.toContain('Stack trace');
  });

  it('an unquoted colon: put the value in quotes', () => {
    expect(outputs.colon).toMatch(/content\/pages\/en\/about\.md:\d+ the value has a colon: put it in quotes \("About: me"\)/);
  });

  it('a project year that is no number', () => {
    expect(outputs.project).toMatch(new RegExp(`${outputs.projectFile!.replace(/\./g, '\\.')}:\\d+ year is text: write it as a number`));
    expect(outputs.project).not.toContain('Stack trace');
  });
});
