import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { SaxesParser } from 'saxes';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspFromHtml } from '../support/csp';
import { buildScripts } from '../../src/build/build-scripts';
import { BEFORE_PAINT_SCRIPTS } from '../../src/scripts/before-paint';
import { CLIENT_DIRECTIVES } from '../../src/directives/integration';
import { runAstroJobs, type CliRun } from '../support/astro-cli';
import { projectCopy, ROOT } from '../support/project-copy';
import { launchChromium, ORIGIN, staticSite } from '../support/static-browser';
import sharp from 'sharp';
import { GIANT_PNG, TRUNCATED_JPEG } from '../support/fake-covers';

/**
 * Content that names the markup it is about: reading items whose name, description, tags and notes
 * hold `<script>`, `<style>` and `</title>`, and a portrait SVG carrying a script. Their pages must
 * build, be styled, and each page's policy must allow exactly the page's own code.
 */
const PROJECT = projectCopy('owner-content');
const OUT = join(PROJECT, 'dist');
const FIXTURE = join(ROOT, 'tests/build/fixtures/readings-markup');
afterAll(() => rm(PROJECT, { recursive: true, force: true }));

/** A portrait with a script, and a style holding `>`, quotes, `&` and a CDATA section: the browser hashes its decoded text. */
const PORTRAIT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert('portrait')"><script>alert('portrait')</script>
<style>svg > circle[data-q="a'b"] { fill: rgb(1, 2, 3) } /* fish &amp; chips */ <![CDATA[ svg > circle { stroke: rgb(4, 5, 6) } /* & < */ ]]></style>
<circle data-q="a'b" cx="5" cy="5" r="4" fill="#99f6e4"/></svg>`;
/** A 400 × 400 JPEG cut short: its header whole (Astro reads its size), a tenth of its data missing. */
const cutJpeg = async () => {
  const whole = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg().toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.9));
};
/** A page of the site's own that writes an inline script of its own, as content never may. */
const FOREIGN_PAGE = `---\n---\n<html><head><meta charset="utf-8"><title>x</title></head><body><script is:inline>alert('not the build')</script></body></html>\n`;

const PAGES = [
  'readings/where-to-put-script-and-style-tags/index.html',
  'en/readings/where-to-put-script-and-style-tags/index.html',
  'readings/style-and-title/index.html',
  'en/readings/style-and-title/index.html',
  'readings/tag/script/index.html',
  'en/readings/tag/title/index.html',
  'readings/index.html',
  'about/index.html',
];

let built: CliRun;
let foreign: CliRun;
beforeAll(async () => {
  await writeFile(join(PROJECT, 'content/portrait.svg'), PORTRAIT);
  await mkdir(join(PROJECT, 'content/readings/covers'), { recursive: true });
  // Covers the build must not serve: 20,000 × 20,000 pixels in 69 bytes, and a JPEG cut short.
  await writeFile(join(PROJECT, 'content/readings/covers/where-to-put-script-and-style-tags.png'), GIANT_PNG);
  await writeFile(join(PROJECT, 'content/readings/covers/style-and-title.jpg'), await cutJpeg());
  // Cut in its header: Astro could not even read its size (it stopped the build).
  await writeFile(join(PROJECT, 'content/readings/covers/control-notes.jpg'), TRUNCATED_JPEG);
  // First the site with a page of its own holding a script the build does not make, then without it
  // (so that dist/ holds the good build): two builds in one Astro process.
  [foreign, built] = (await runAstroJobs(
    [
      { command: 'build', env: { READINGS_CONTENT_DIR: FIXTURE }, files: { 'src/pages/foreign.astro': FOREIGN_PAGE } },
      { command: 'build', env: { READINGS_CONTENT_DIR: FIXTURE }, files: { 'src/pages/foreign.astro': null } },
    ],
    { cwd: PROJECT },
  )) as [CliRun, CliRun];
});

const source = (text: string) => `'sha256-${createHash('sha256').update(text, 'latin1').digest('base64')}'`;

/**
 * The page's inline code scripts and styles, as htmlparser2 finds them and reads their text (raw in
 * HTML, decoded inside inline SVG, as a browser does): the sources its policy must list, no more.
 */
function ownCode(html: string): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  let open: { name: string; code: boolean; text: string } | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script') open = { name, code: !('src' in attributes) && !/json/.test(attributes.type ?? ''), text: '' };
      if (name === 'style') open = { name, code: true, text: '' };
    },
    ontext(text) {
      if (open) open.text += text;
    },
    onclosetag(name) {
      if (open?.name === name && open.code) (name === 'script' ? scripts : styles).add(source(open.text));
      open = undefined;
    },
  });
  parser.end(html);
  return { scripts, styles };
}

const directive = (csp: string, name: string) => new Set(csp.split(/;\s*/).find((d) => d.startsWith(`${name} `))!.split(' ').slice(1).filter((s) => s.startsWith("'sha256-")));

describe('content that names <script>, <style> and </title>', () => {
  it('builds, and says what it removed from the portrait', () => {
    expect(built.code, built.output.slice(-3000)).toBe(0);
    expect(built.output).toContain('content/portrait.svg: its scripts, event attributes (on…) and javascript: links were removed: an image on this site runs no code');
  });

  it.each(PAGES)('%s: its policy allows exactly its own inline scripts and styles', async (page) => {
    const html = await readFile(join(OUT, page), 'latin1');
    const csp = cspFromHtml(html)!;
    const own = ownCode(html);
    expect(directive(csp, 'script-src')).toEqual(own.scripts);
    expect(directive(csp, 'style-src')).toEqual(own.styles);
    expect(own.styles.size).toBeGreaterThan(0);
    const beforePaint = Object.values(BEFORE_PAINT_SCRIPTS).map((script) => source(Buffer.from(script).toString('latin1')));
    expect(beforePaint.filter((hash) => own.scripts.has(hash)), 'one before-paint script').toHaveLength(1);
    expect(html).not.toMatch(/alert\('portrait'\)|onload=/);
  });

  it('the _headers policy lists only scripts the build makes', async () => {
    const headers = await readFile(join(OUT, '_headers'), 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(headers)![1]!;
    const made = new Set(buildScripts(Object.values(BEFORE_PAINT_SCRIPTS)).map((s) => source(Buffer.from(s).toString('latin1'))));
    for (const hash of directive(csp, 'script-src')) expect(made).toContain(hash);
  });

  it('its pages render styled in a browser, with no policy violation', async () => {
    const browser: Browser = await launchChromium();
    try {
      const context = await staticSite(browser, OUT);
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { violations: string[] }).violations = [];
        document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.sample}`));
      });
      for (const path of ['/readings/where-to-put-script-and-style-tags/', '/en/readings/style-and-title/']) {
        await page.goto(`${ORIGIN}${path}`);
        expect(await page.title()).toContain('<');
        expect(await page.evaluate(() => getComputedStyle(document.body).display), path).toBe('flex');
        expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), path).toEqual([]);
      }
      // The portrait's style, with `>`, quotes, `&` and CDATA, applies under the policy, in both languages.
      for (const path of ['/about/', '/en/about/', '/']) {
        await page.goto(`${ORIGIN}${path}`);
        const circle = page.locator('.portrait circle').first();
        expect(await circle.evaluate((c) => [getComputedStyle(c).fill, getComputedStyle(c).stroke]), path).toEqual(['rgb(1, 2, 3)', 'rgb(4, 5, 6)']);
        expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), path).toEqual([]);
      }
    } finally {
      await browser.close();
    }
  });
});

describe('images the site cannot serve', () => {
  it('leaves out an oversized or truncated cover, naming each, and serves no original in its place', async () => {
    expect(built.output).toContain('content/readings/covers/where-to-put-script-and-style-tags.png: left out, its item shows its title card: 20000 × 20000 pixels, over the limit of 40 megapixels');
    expect(built.output).toMatch(/content\/readings\/covers\/style-and-title\.jpg: left out, its item shows its title card: cannot be decoded/);
    expect(built.output).toMatch(/content\/readings\/covers\/control-notes\.jpg: left out, its item shows its title card: cannot be decoded/);
    const files = readdirSync(join(OUT, '_astro'));
    expect(files.filter((name) => /where-to-put-script-and-style-tags|style-and-title|control-notes/.test(name))).toEqual([]);
    const html = await readFile(join(OUT, 'readings/where-to-put-script-and-style-tags/index.html'), 'utf8');
    expect(html).toContain('rc-title-card');
  });

  it('leaves out an image of the notes from another site, naming the file', async () => {
    expect(built.output).toMatch(/\S+where-to-put-script-and-style-tags\.md: notes: image https:\/\/tracker\.example\/pixel\.png left out/);
    const html = await readFile(join(OUT, 'readings/where-to-put-script-and-style-tags/index.html'), 'utf8');
    expect(html).not.toContain('tracker.example');
    expect(cspFromHtml(html)).toMatch(/img-src 'self' data: https:\/\/lastfm\.freetls\.fastly\.net;/);
  });
});

describe('control characters in notes', () => {
  it('are removed with a warning naming the file, and every feed stays valid XML', async () => {
    expect(built.output).toMatch(/\S+control-notes\.md: notes: control characters removed/);
    const feeds = (readdirSync(OUT, { recursive: true }) as string[]).filter((name) => name.endsWith('rss.xml'));
    expect(feeds).toContain('readings/tag/html/rss.xml');
    for (const feed of feeds) {
      const xml = await readFile(join(OUT, feed), 'utf8');
      const parser = new SaxesParser();
      let error: string | undefined;
      parser.on('error', (e) => (error ??= e.message));
      parser.write(xml).close();
      expect(error, feed).toBeUndefined();
      expect(xml, feed).not.toMatch(/[\u0001\u0007\u001b]/);
    }
  });
});

describe('an inline script the build did not make', () => {
  it('fails the build, naming the page’s file and the script', () => {
    expect(foreign.code).not.toBe(0);
    expect(foreign.output).toMatch(/dist\/foreign\/index\.html \(\/foreign\/?\): an inline script the build did not make: <script>alert\('not the build'\)<\/script>\. Only the scripts the build makes may run/);
  });
});
