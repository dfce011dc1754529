/**
 * `npm run refresh` in a copy of the project, against local stand-ins of Last.fm, Notion and the
 * cover hosts: every source working (then a real build, reading Notion), then each one failing. A
 * failed source keeps its data and says why; the others still run.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OG_CACHE } from '../support/astro-cli';
import { PNG, startFakeCovers, type FakeCovers } from '../support/fake-covers';
import { startFakeLastfm, type FakeLastfm } from '../support/fake-lastfm';
import { DATABASE_ID, notionRow, startFakeNotion, type FakeNotion } from '../support/fake-notion';
import { projectCopy, ROOT } from '../support/project-copy';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES } from '../../src/structure';
import { localizedPath } from '../../src/i18n/url';
import { SITE_TIME_ZONE } from '../../src/data/clock';

const PROJECT = projectCopy('refresh', ['tools']);
const SNAPSHOT = join(PROJECT, 'content/lab/recent-tracks.json');
const READINGS = join(PROJECT, 'content/readings');
/** The script as package.json runs it: `node <flags> tools/refresh.ts`. */
const [, ...SCRIPT] = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.refresh!.split(' ');

let lastfm: FakeLastfm;
let notion: FakeNotion;
let covers: FakeCovers;
/** The cover hosts' faults, by key: the video's thumbnail hangs when a test says so. */
const coverFaults: Record<string, 'hang'> = {};

/** Three readings of our own, whose covers the stand-in has (1111111111), lacks (2222222222) or may hang on (a video). */
function ownReadings() {
  for (const file of readdirSync(READINGS)) rmSync(join(READINGS, file), { recursive: true, force: true });
  const item = (name: string, fields: string) =>
    `name: "${name}"\nstatus: toRead\ntags: []\ncreatedTime: 2026-11-01T10:00:00Z\nlastEditedTime: 2026-11-01T10:00:00Z\n${fields}\n`;
  writeFileSync(join(READINGS, 'found.yaml'), item('Found', 'type: book\nurl: "https://example.com/found"\nisbn: "1111111111"'));
  writeFileSync(join(READINGS, 'missing.yaml'), item('Missing', 'type: book\nurl: "https://example.com/missing"\nisbn: "2222222222"'));
  writeFileSync(join(READINGS, 'talk.yaml'), item('Talk', 'type: video\nurl: "https://www.youtube.com/watch?v=abcdefghijk"'));
}

beforeAll(async () => {
  const snapshot = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
  const tracks = [snapshot.recenttracks.track].flat().filter((track: { date?: unknown }) => track.date).slice(0, 120);
  lastfm = await startFakeLastfm(snapshot.recenttracks['@attr'].user, tracks);
  notion = await startFakeNotion(Array.from({ length: 4 }, (_, i) => notionRow(i + 1)));
  covers = await startFakeCovers({ images: { '1111111111': PNG }, faults: coverFaults });
  ownReadings();
});

afterAll(async () => {
  await Promise.all([lastfm?.close(), notion?.close(), covers?.close()]);
  rmSync(PROJECT, { recursive: true, force: true });
});

/** Runs `npm run refresh -- <args>` in the copy with these variables (and none of the machine's keys). */
function refresh(args: string[], vars: Record<string, string>): Promise<{ code: number; output: string }> {
  const { LASTFM_API_KEY, NOTION_TOKEN, NOTION_DATABASE_ID, NOTION_API_URL, ...env } = process.env;
  const all = {
    ...env,
    ASTRO_TELEMETRY_DISABLED: '1',
    OG_CACHE_DIR: OG_CACHE,
    LASTFM_API_URL: lastfm.url,
    READINGS_COVERS_OPENLIBRARY_URL: covers.url,
    READINGS_COVERS_YOUTUBE_URL: covers.url,
    READINGS_COVERS_TIMEOUT_MS: '1500',
    ...vars,
  };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...SCRIPT, ...args], { cwd: PROJECT, env: all, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // The lines the report quotes.
      console.log(`$ npm run refresh -- ${args.join(' ')}\n${output.split('\n').filter((line) => /^(lab|notion|covers|check|build): /.test(line)).join('\n')}`);
      resolve({ code: code ?? 1, output });
    });
  });
}

const NOTION = { NOTION_TOKEN: 'test-token', NOTION_DATABASE_ID: DATABASE_ID };
const sourceLines = (output: string) => output.split('\n').filter((line) => /^(lab|notion|covers): /.test(line));

describe('npm run refresh', () => {
  it('with Last.fm and the cover hosts working, takes a new snapshot and fetches the covers', async () => {
    const run = await refresh(['--no-build'], { LASTFM_API_KEY: 'test-key' });
    expect(run.code, run.output).toBe(0);
    expect(sourceLines(run.output)).toEqual([
      expect.stringMatching(/^lab: 120 plays to \d{1,2} \w{3}$/),
      'notion: no NOTION_TOKEN and NOTION_DATABASE_ID, the readings come from content/readings',
      'covers: 1 downloaded, 2 not found, 0 failed, 0 already there',
    ]);
    expect(JSON.parse(readFileSync(SNAPSHOT, 'utf8')).recenttracks.track).toHaveLength(120);
    expect(readdirSync(join(READINGS, 'covers'))).toEqual(['found.png']);
  });

  it('without keys, keeps the lab snapshot and says which sources it skipped; a cover host that hangs fails that cover only', async () => {
    const before = readFileSync(SNAPSHOT, 'utf8');
    rmSync(join(READINGS, 'covers'), { recursive: true });
    coverFaults.abcdefghijk = 'hang';
    const run = await refresh(['--no-build'], {});
    expect(run.code, run.output).toBe(0);
    expect(sourceLines(run.output)).toEqual([
      expect.stringMatching(/^lab: no LASTFM_API_KEY, snapshot of \d{1,2} \w{3} kept$/),
      'notion: no NOTION_TOKEN and NOTION_DATABASE_ID, the readings come from content/readings',
      'covers: 1 downloaded, 1 not found, 1 failed (timeout after 1.5 s: kept their title card), 0 already there',
    ]);
    expect(readFileSync(SNAPSHOT, 'utf8')).toBe(before);
    expect(readdirSync(join(READINGS, 'covers'))).toEqual(['found.png']);
  });

  it('keeps the snapshot when Last.fm answers 500, and still fetches the covers', async () => {
    const before = readFileSync(SNAPSHOT, 'utf8');
    lastfm.fault = 500;
    const run = await refresh(['--no-build'], { LASTFM_API_KEY: 'test-key' });
    lastfm.fault = undefined;
    expect(run.code, run.output).toBe(0);
    const [lab, , cover] = sourceLines(run.output);
    expect(lab).toMatch(/^lab: failed, snapshot of \d{1,2} \w{3} kept \(.*HTTP 500.*Operation failed/);
    expect(cover).toMatch(/^covers: 0 downloaded, 1 not found, 1 failed .*, 1 already there$/);
    expect(readFileSync(SNAPSHOT, 'utf8')).toBe(before);
  });

  it('with an expired Notion token and Last.fm at its rate limit, keeps both and says why; with no list read before, the build stops', async () => {
    const before = readFileSync(SNAPSHOT, 'utf8');
    lastfm.fault = 429;
    const run = await refresh([], { LASTFM_API_KEY: 'test-key', ...NOTION, NOTION_TOKEN: 'expired-token', NOTION_API_URL: notion.url });
    lastfm.fault = undefined;
    expect(run.code, run.output).toBe(1);
    const [lab, notionLine, cover] = sourceLines(run.output);
    expect(lab).toMatch(/^lab: failed, snapshot of \d{1,2} \w{3} kept \(.*HTTP 429.*Rate Limit Exceeded/);
    expect(notionLine).toMatch(/^notion: failed, Notion retrieve database failed: HTTP 401 unauthorized: API token is invalid\..*the build keeps the list read last/);
    expect(cover).toMatch(/^covers: skipped, the readings come from Notion/);
    // This copy never read Notion whole: the build stops rather than ship an empty list.
    expect(run.output).toMatch(/^build: failed/m);
    expect(run.output).toMatch(/HTTP 401 unauthorized/);
    expect(readFileSync(SNAPSHOT, 'utf8')).toBe(before);
  });

  it('--offline asks no source: it checks, and a content error stops it before the build', async () => {
    writeFileSync(join(READINGS, 'broken.yaml'), 'name: "Broken"\ntype: book\n');
    const before = lastfm.requests + notion.counts.retrieve + notion.counts.query;
    const run = await refresh(['--offline'], { LASTFM_API_KEY: 'test-key', ...NOTION, NOTION_API_URL: notion.url });
    rmSync(join(READINGS, 'broken.yaml'));
    expect(run.code, run.output).toBe(1);
    expect(sourceLines(run.output)).toEqual([]);
    expect(run.output).toMatch(/^check: 4 files checked, \d+ problems?/m);
    expect(run.output).toMatch(/broken\.yaml/);
    expect(run.output).not.toMatch(/^build: /m);
    expect(lastfm.requests + notion.counts.retrieve + notion.counts.query).toBe(before);
  });

  it('with every source working, takes a new snapshot, reads Notion and builds a site that says how fresh it is', async () => {
    // As the GitHub Pages workflow runs it, for a project site.
    const run = await refresh(['--', '--base', '/site/'], { LASTFM_API_KEY: 'test-key', ...NOTION, NOTION_API_URL: notion.url });
    expect(run.code, run.output.slice(-3000)).toBe(0);
    expect(sourceLines(run.output)).toEqual([
      expect.stringMatching(new RegExp(`^lab: 120 plays to \\d{1,2} \\w{3}$`)),
      'notion: 4 readings read (no earlier refresh here to compare with)',
      'covers: skipped, the readings come from Notion (the build downloads their images)',
    ]);
    expect(run.output).toMatch(/^build: done$/m);
    expect(JSON.parse(readFileSync(SNAPSHOT, 'utf8')).recenttracks.track).toHaveLength(120);

    // The site's freshness: the build's day on the about pages, and Notion's on the reading list.
    const built = JSON.parse(readFileSync(join(PROJECT, 'dist/latest-build.json'), 'utf8')) as { time: string };
    for (const locale of LOCALES) {
      const day = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(new Date(built.time));
      const html = readFileSync(join(PROJECT, 'dist', localizedPath(locale, 'about', '/'), 'index.html'), 'utf8');
      expect(/<p[^>]*data-built[^>]*>.*?<\/p>/.exec(html)?.[0]).toMatch(new RegExp(`<time datetime="${built.time}"[^>]*>${day}</time>`));
    }
    const list = readFileSync(join(PROJECT, 'dist', localizedPath(DEFAULT_LOCALE, 'readings', '/'), 'index.html'), 'utf8');
    // Read by this build: moments from its time.
    const readThen = Date.parse(/data-notion-read="([^"]+)"/.exec(list)?.[1] ?? '');
    expect(Math.abs(Date.parse(built.time) - readThen)).toBeLessThan(5 * 60_000);

    // A second refresh counts what changed in Notion since this one.
    notion.rows.push(notionRow(5));
    (notion.rows[0] as { last_edited_time: string }).last_edited_time = new Date().toISOString();
    const again = await refresh(['--no-build'], { ...NOTION, NOTION_API_URL: notion.url });
    expect(sourceLines(again.output)[1]).toBe('notion: 1 new, 1 changed (5 readings)');

    // Notion down the next week: the build keeps the list read last, says so, and the list gives that day.
    notion.fault = () => 'reset';
    const down = await refresh(['--', '--base', '/site/'], { ...NOTION, NOTION_API_URL: notion.url });
    notion.fault = () => undefined;
    expect(down.code, down.output.slice(-3000)).toBe(0);
    expect(down.output).toMatch(/^notion: failed, .*network error/m);
    expect(down.output).toMatch(/The 4 reading items read from Notion on \d{4}-\d\d-\d\d \d\d:\d\d UTC are kept\./);
    expect(down.output).toMatch(/^build: done$/m);
    const rebuilt = JSON.parse(readFileSync(join(PROJECT, 'dist/latest-build.json'), 'utf8')) as { time: string };
    expect(rebuilt.time).not.toBe(built.time);
    const kept = readFileSync(join(PROJECT, 'dist', localizedPath(DEFAULT_LOCALE, 'readings', '/'), 'index.html'), 'utf8');
    const readAt = /data-notion-read="([^"]+)"/.exec(kept)?.[1];
    expect(readAt).toBeDefined();
    expect(Date.parse(readAt!)).toBe(readThen);
  });
});
