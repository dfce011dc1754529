import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configText, initialsOf, main, shortNameOf } from '../../tools/init/cli';
import { setField, stringField, tsString } from '../../tools/init/config-file';
import { listFiles, readManifest, removeSample, SAMPLE_MANIFEST, sha256 } from '../../tools/init/sample';
import { colorWarnings, hexChannels, identityProblems, mixHex, siteColorsCss, softTint, type Identity } from '../../src/lib/site-identity';
import { contrastRatio } from '../../src/lib/color';
import { fillIconTemplate } from '../../src/build/site-icons';
import { SITE } from '../../src/site.config';

const ROOT = resolve(import.meta.dirname, '../..');
const ADA: Identity = {
  owner: 'Ada Lovelace',
  initials: 'AL',
  url: 'https://ada.example',
  timeZone: 'Europe/London',
  lastfmUser: 'ada',
  colors: { accent: { light: '#4338ca', dark: '#a5b4fc' }, secondary: { light: '#0f766e', dark: '#2dd4bf' } },
};

describe('the owner’s identity', () => {
  it('accepts a plain identity', () => expect(identityProblems(ADA)).toEqual([]));

  it('refuses each wrong value with one sentence naming the field', () => {
    const problems = identityProblems({
      ...ADA,
      owner: 'Ada <script>',
      initials: 'ABCD',
      url: 'ada.example',
      timeZone: 'Mars/Olympus',
      lastfmUser: '1',
      colors: { ...ADA.colors, accent: { light: 'indigo', dark: '#a5b4fc' } },
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['owner', 'initials', 'url', 'timeZone', 'lastfmUser', 'colors.accent.light']);
    expect(identityProblems({ ...ADA, initials: 'Élo' })).toEqual([]);
  });

  it('warns of a colour that reads poorly on its theme, with its ratio', () => {
    expect(colorWarnings(ADA.colors)).toEqual([]);
    const [warning] = colorWarnings({ ...ADA.colors, accent: { light: '#ffd400', dark: '#a5b4fc' } });
    expect(warning).toMatch(/^colors\.accent\.light: #ffd400 reads at 1\.\d:1 on the light theme's background \(#f7f5f1\); a darker colour reaches 4\.5:1$/);
  });

  it('gives the colours to the theme’s tokens as custom properties', () => {
    const css = siteColorsCss(ADA.colors);
    expect(css).toContain('--color-accent: light-dark(#4338ca, #a5b4fc);');
    expect(css).toContain('--color-secondary: light-dark(#0f766e, #2dd4bf);');
    // Hover a step darker in the light theme, lighter in the dark one; soft tints near the background.
    expect(css).toContain('--color-accent-hover: light-dark(#362da2, #c9d2fd);');
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    // A badge's text, in the colour, reads on its soft tint whatever colours the owner picks.
    for (const color of ['#0f766e', '#4338ca', '#b91c1c', '#7c3aed', '#166534']) {
      expect(contrastRatio(hexChannels(color), hexChannels(softTint(color, '#ffffff', 0.85))), color).toBeGreaterThanOrEqual(4.5);
    }
    for (const color of ['#2dd4bf', '#a5b4fc', '#fca5a5', '#c4b5fd']) {
      expect(contrastRatio(hexChannels(color), hexChannels(softTint(color, '#0e1014', 0.8))), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(readFileSync('src/styles/tokens.css', 'utf8')).not.toMatch(/--color-accent:/);
  });

  it('draws the initials and colours into the site icon, three letters smaller', () => {
    const template = readFileSync('src/assets/site-icon.svg', 'utf8');
    const two = fillIconTemplate(template, { initials: 'AL', colors: ADA.colors });
    expect(two).toContain('>AL</text>');
    expect(two).toContain('stop-color="#4338ca"');
    expect(two).not.toContain('{{');
    const three = fillIconTemplate(template, { initials: 'ABC', colors: ADA.colors });
    expect(/font-size="(\d+)"/.exec(three)![1]! < /font-size="(\d+)"/.exec(two)![1]!).toBe(true);
  });
});

describe('npm run init', () => {
  it('derives initials and a short name', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('émile')).toBe('É');
    expect(shortNameOf('Ada Lovelace', 'AL')).toBe('Ada Lovelace');
    expect(shortNameOf('Alexandra Lovelace-Byron', 'AL')).toBe('AL');
    expect(shortNameOf('Grace Hopper', 'GH')).toBe('Grace Hopper');
    expect(shortNameOf('Grace Brewster Hopper', 'GH')).toBe('G. Hopper');
  });

  it('sets one field of the config, quoted, and names a field it cannot find', () => {
    const text = "export const SITE = {\n  owner: 'Camille',\n  socials: [\n    { label: 'A' },\n  ],\n};\n";
    expect(setField(text, 'owner', tsString("Ada O'Brien"))).toContain("  owner: 'Ada O\\'Brien',\n");
    expect(stringField(setField(text, 'owner', tsString("Ada O'Brien")), 'owner')).toBe("Ada O'Brien");
    expect(setField(text, 'socials', '[]')).toBe("export const SITE = {\n  owner: 'Camille',\n  socials: [],\n};\n");
    expect(() => setField(text, 'url', "'x'")).toThrow('src/site.config.ts: no "url:" line in the SITE object');
  });

  it('writes the project’s own config: the new owner, the sample owner’s links gone', () => {
    const text = readFileSync('src/site.config.ts', 'utf8');
    const next = configText(text, { name: 'Ada Lovelace', initials: 'AL', url: 'https://ada.example', timeZone: 'Europe/London', lastfmUser: 'ada', contact: 'mailto:ada@ada.example', empty: false }, SITE);
    expect(stringField(next, 'owner')).toBe('Ada Lovelace');
    expect(stringField(next, 'contact')).toBe('mailto:ada@ada.example');
    expect(next).toContain('  socials: [],');
    // The rest of the file, comments and settings, is as it was.
    const head = (t: string) => t.slice(0, t.indexOf('export const SITE'));
    const tail = (t: string) => t.slice(t.indexOf('  notion:'));
    expect(head(next)).toBe(head(text));
    expect(tail(next)).toBe(tail(text));
  });

  it('refuses bad values with one clear sentence each and writes nothing', async () => {
    const before = readFileSync('src/site.config.ts', 'utf8');
    const errors: string[] = [];
    const error = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      expect(await main(['--name', 'Ada', '--url', 'nope', '--initials', 'ABCD', '--time-zone', 'Nowhere/Town', '--contact', 'javascript:alert(1)'])).toBe(1);
    } finally {
      console.error = error;
    }
    expect(errors).toEqual([
      'initials: "ABCD" must be 1 to 3 letters (as "AL"), drawn in the site icon.',
      'url: "nope" is not an address: give the public address, as "https://ada.example".',
      'timeZone: "Nowhere/Town" is no time zone: give an IANA name, as "Europe/London".',
      'contact: "javascript:alert(1)" is neither a mailto: address nor a web address (as mailto:ada@ada.example).',
      'Nothing written.',
    ]);
    expect(readFileSync('src/site.config.ts', 'utf8')).toBe(before);
  });
});

describe('the sample manifest (tools/init/sample-files.json)', () => {
  let dir = '';
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('lists only files in the sample’s folders', () => {
    const entries = readManifest(ROOT);
    expect(entries.length).toBeGreaterThan(0);
    for (const { path } of entries) expect(path).toMatch(/^content\/(readings|projects|lab)\/|^content\/portrait\.svg$/);
  });

  it('removes what is still the sample’s, keeps what the owner changed or added, and runs again harmlessly', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sample-'));
    mkdirSync(join(dir, 'content/readings'), { recursive: true });
    mkdirSync(join(dir, 'tools/init'), { recursive: true });
    writeFileSync(join(dir, 'content/readings/a.yaml'), 'name: A\n');
    writeFileSync(join(dir, 'content/readings/b.yaml'), 'name: B\n');
    writeFileSync(join(dir, SAMPLE_MANIFEST), JSON.stringify(listFiles(dir)));
    writeFileSync(join(dir, 'content/readings/b.yaml'), 'name: B, my notes\n');
    writeFileSync(join(dir, 'content/readings/mine.yaml'), 'name: Mine\n');
    expect(await removeSample(dir)).toEqual({ removed: ['content/readings/a.yaml'], kept: ['content/readings/b.yaml'] });
    expect(existsSync(join(dir, 'content/readings/mine.yaml'))).toBe(true);
    expect(await removeSample(dir)).toEqual({ removed: [], kept: ['content/readings/b.yaml'] });
  });

  it('refuses an entry outside the sample’s folders', () => {
    dir = mkdtempSync(join(tmpdir(), 'sample-'));
    mkdirSync(join(dir, 'tools/init'), { recursive: true });
    for (const path of ['src/site.config.ts', 'content/readings/../../src/x.ts', '../outside']) {
      writeFileSync(join(dir, SAMPLE_MANIFEST), JSON.stringify([{ path, sha256: sha256(new Uint8Array()) }]));
      expect(() => readManifest(dir), path).toThrow('is not a sample file');
    }
  });

  // The project's own CI (.ci/run) keeps the manifest true to the sample it ships; a site of one's own has no need to.
  it.runIf(process.env.SAMPLE_MANIFEST_CHECK)('records the sample as it is (node tools/sample-manifest.ts rewrites it)', () => {
    expect(readManifest(ROOT)).toEqual(listFiles(ROOT));
  });
});
