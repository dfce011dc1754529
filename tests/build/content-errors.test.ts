import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAstroJobs } from '../support/astro-cli';
import { projectCopy } from '../support/project-copy';

/**
 * A fault in a page's or a project's file reads as a reading's does (`npm run readings -- check`,
 * readings-content.test.ts): the file and its line, the field, what is wrong and how to fix it, no
 * stack trace. In a copy of the project (`dist-content-errors/`), one fault at a time: one
 * `astro sync` for each, in one Astro process (tests/support/astro-jobs.ts).
 */
let COPY = '';
const outputs: Record<string, string> = {};

beforeAll(async () => {
  COPY = projectCopy('content-errors');
  const about = 'content/pages/en/about.md';
  const project = `content/projects/en/${readdirSync(join(COPY, 'content/projects/en')).find((f) => f.endsWith('.md'))!}`;
  const [aboutText, projectText] = [about, project].map((path) => readFileSync(join(COPY, path), 'utf8')) as [string, string];
  /** Each fault alone: its file changed, every other file as shipped. */
  const faults: [string, Record<string, string>][] = [
    ['page', { [about]: aboutText.replace(/^title:.*\n/m, '') }],
    ['colon', { [about]: aboutText.replace(/^title:.*$/m, 'title: About: me') }],
    ['project', { [about]: aboutText, [project]: projectText.replace(/^year:.*$/m, 'year: twenty') }],
  ];
  const runs = await runAstroJobs(
    [...faults.map(([, files]) => ({ command: 'sync' as const, env: {}, files })), { command: 'sync', env: {}, files: { [project]: projectText } }],
    { cwd: COPY },
  );
  faults.forEach(([name], i) => {
    expect(runs[i]!.code, `astro sync stops on the ${name} fault: ${runs[i]!.output.slice(-2000)}`).not.toBe(0);
    outputs[name] = runs[i]!.output;
  });
  // Every file put back: the content syncs again.
  expect(runs.at(-1)!.code, `astro sync passes once the files are as shipped: ${runs.at(-1)!.output.slice(-2000)}`).toBe(0);
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
