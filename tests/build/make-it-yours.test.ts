import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAstro } from '../support/astro-cli';
import { projectCopy, ROOT } from '../support/project-copy';
import { readManifest } from '../../tools/init/sample';

/**
 * An owner's first day, as the README tells it, in a copy of the project (`dist-make-it-yours/`):
 * `npm run init` with another owner and `--empty`, then German added by the README's recipe with
 * half its messages, then the unit tests and a build. Everything must pass: the suite checks the
 * project, not the sample owner.
 */
let COPY = '';
let INIT = '';
let BUILD = '';
let UNIT = { status: -1, output: '' };
const NEW_OWNER = { name: 'Ada Lovelace', initials: 'AL', url: 'https://ada.example', timeZone: 'Europe/London', lastfmUser: 'ada' };

const read = (path: string) => readFileSync(join(COPY, path), 'utf8');
const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: COPY, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

beforeAll(async () => {
  COPY = projectCopy('make-it-yours', ['tests', 'tools', 'vitest.config.ts', '.gitignore', '.env.example', '.github', '.ci', 'netlify.toml']);
  // A fork is a repository of its own (the .gitignore test asks git).
  execFileSync('git', ['init', '-q'], { cwd: COPY });

  // 1. npm run init -- … --empty
  const init = node(['tools/init.ts', '--name', NEW_OWNER.name, '--initials', NEW_OWNER.initials, '--url', NEW_OWNER.url,
    '--time-zone', NEW_OWNER.timeZone, '--lastfm-user', NEW_OWNER.lastfmUser, '--empty']);
  INIT = init.stdout + init.stderr;
  expect(init.status, INIT).toBe(0);

  // 2. The README's recipe for a language: one entry, a messages file (half translated), the content files.
  const structure = read('src/structure.ts');
  const entry = "  { code: 'de', tag: 'de-DE', label: 'Deutsch', prefix: 'de' },\n";
  writeFileSync(join(COPY, 'src/structure.ts'), structure.replace(/(export const LOCALE_ENTRIES = \[\n(?:.*\n)*?)(\] as const)/, `$1${entry}$2`));
  const en = Object.entries(JSON.parse(read('src/i18n/en.json')) as Record<string, string>);
  // Everything but the reading list's messages (its types' and statuses' words among them): they show in English.
  writeFileSync(join(COPY, 'src/i18n/de.json'), JSON.stringify(Object.fromEntries(en.filter(([key]) => !key.startsWith('readings.'))), null, 2));
  cpSync(join(COPY, 'content/pages/en'), join(COPY, 'content/pages/de'), { recursive: true });
  mkdirSync(join(COPY, 'content/projects/de'), { recursive: true });

  // 3. The unit tests, then a build.
  // As an owner's own CI runs them: the check that the shipped sample is unchanged is the project's, not theirs.
  const env = { ...process.env, NO_COLOR: '1', SAMPLE_MANIFEST_CHECK: '' };
  const unit = spawnSync(join(ROOT, 'node_modules/.bin/vitest'), ['run'], { cwd: COPY, encoding: 'utf8', env });
  UNIT = { status: unit.status ?? -1, output: unit.stdout + unit.stderr };
  const build = await runAstro(['build'], {}, { cwd: COPY });
  BUILD = build.output;
  expect(build.code, BUILD.slice(-3000)).toBe(0);
}, 900_000);

describe('an owner’s first day: init with --empty, a third language, the tests and a build', () => {
  it('init writes the owner into the config and the site icon, and removes exactly the sample', () => {
    const config = read('src/site.config.ts');
    expect(config).toContain("owner: 'Ada Lovelace',");
    expect(config).toContain("initials: 'AL',");
    expect(config).toContain("lastfmUser: 'ada',");
    expect(config).toContain("socials: [],");
    expect(INIT).toMatch(/sample removed: content\/readings \d+/);
    for (const { path } of readManifest(ROOT)) expect(existsSync(join(COPY, path)), path).toBe(false);
    // What the owner needs stays: the page texts, the colophon.
    expect(readdirSync(join(COPY, 'content/pages/en'))).toContain('index.md');
    expect(existsSync(join(COPY, 'content/colophon.yaml'))).toBe(true);
    // The icon is redrawn: another drawing than the sample's.
    expect(read('public/favicon.svg')).not.toBe(readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8'));
    expect(JSON.parse(read('public/manifest.webmanifest'))).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('the unit tests pass on the emptied site with a partial third language', () => {
    expect(UNIT.status, UNIT.output.slice(-4000)).toBe(0);
    expect(UNIT.output).toMatch(/Tests\s+\d+ passed/);
  });

  it('the build names the incomplete language and builds every page in it', () => {
    expect(BUILD).toMatch(/de: [\d,]+ of [\d,]+ messages fall back to English; npm run i18n:missing de lists them/);
    const home = read('dist/de/index.html');
    expect(home).toMatch(/<html lang="de"/);
    expect(home).toMatch(/<h1[^>]*>Ada Lovelace<\/h1>/);
    expect(home).toMatch(/<title>Ada Lovelace - /);
  });

  it('says what is empty, and how to fill it', () => {
    const en = JSON.parse(read('src/i18n/en.json')) as Record<string, string>;
    const list = read('dist/en/readings/index.html');
    expect(list).toContain(en['readings.none.title']);
    expect(list).not.toContain('Filters too restrictive');
    expect(list).toContain('npm run readings -- add &lt;url&gt;');
    expect(read('dist/en/lab/index.html')).toContain(en['lab.none.title']);
  });

  it('a second init with the same values changes nothing', () => {
    const before = read('src/site.config.ts');
    const again = node(['tools/init.ts', '--name', NEW_OWNER.name, '--initials', NEW_OWNER.initials, '--url', NEW_OWNER.url,
      '--time-zone', NEW_OWNER.timeZone, '--lastfm-user', NEW_OWNER.lastfmUser, '--empty']);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('src/site.config.ts: already as given');
    expect(again.stdout).toContain('sample: nothing left to remove');
    expect(read('src/site.config.ts')).toBe(before);
  });
});
