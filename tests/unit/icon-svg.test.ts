import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { icons } from '@iconify-json/mdi';
import { getIconData } from '@iconify/utils';
import { describe, expect, it } from 'vitest';
import { iconParts, iconSvg, iconSvgs } from '../../src/lib/icon-svg';
import { LAB_ICON_NAMES, labIcons } from '../../src/data/lab-icons';
import { readingIcons } from '../../src/data/reading-icons';

const SRC = join(import.meta.dirname, '../../src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.(astro|tsx?)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** The drawing of an mdi icon: its path data, as the icon set has it. */
const drawing = (name: string) => getIconData(icons, name)!.body;
/** The `d` attributes of the paths in some SVG markup. */
const paths = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);

describe('iconSvg (src/lib/icon-svg.ts): the icons islands get as props', () => {
  it('draws the icon it is asked for, as inline SVG 1em high, hidden from assistive technology', () => {
    for (const name of ['heart', 'chevron-left', 'magnify']) {
      const svg = iconSvg(name);
      expect(svg, name).toMatch(/^<svg [^>]*>[\s\S]*<\/svg>$/);
      expect(paths(svg), name).toEqual(paths(drawing(name)));
      const open = /^<svg[^>]*>/.exec(svg)![0];
      expect(open, name).toContain('aria-hidden="true"');
      expect(open, name).toContain('focusable="false"');
      expect(open, name).toContain('height="1em"');
      expect(open, name).toMatch(/viewBox="0 0 24 24"/);
    }
    expect(iconSvg('heart')).not.toBe(iconSvg('heart-outline'));
  });

  it('an unknown icon name stops the build, naming the icon', () => {
    expect(() => iconSvg('no-such-icon-xyz')).toThrow('mdi:no-such-icon-xyz');
    expect(() => iconSvgs({ ok: 'heart', typo: 'hart' })).toThrow('mdi:hart');
  });

  it('iconSvgs keeps each role with its own icon', () => {
    expect(iconSvgs({ a: 'heart', b: 'close' })).toEqual({ a: iconSvg('heart'), b: iconSvg('close') });
  });
});

describe('the islands’ icon sets', () => {
  it('the lab player draws each role with the icon its table names', () => {
    const svgs = labIcons();
    expect(Object.keys(svgs).sort()).toEqual(Object.keys(LAB_ICON_NAMES).sort());
    for (const [role, name] of Object.entries(LAB_ICON_NAMES)) expect(svgs[role as keyof typeof svgs], role).toBe(iconSvg(name));
  });

  it('the reading explorer draws every role, each with a different icon', () => {
    const svgs = Object.entries(readingIcons());
    expect(svgs.map(([role]) => role)).toEqual(expect.arrayContaining(['article', 'book', 'podcast', 'video', 'star', 'starEmpty', 'search', 'close']));
    for (const [role, svg] of svgs) {
      expect(/^<svg[^>]*aria-hidden="true"[^>]*>/.test(svg), role).toBe(true);
      expect(paths(svg).length, role).toBeGreaterThan(0);
    }
    expect(new Set(svgs.map(([, svg]) => svg)).size, 'two roles share one drawing').toBe(svgs.length);
  });
});

describe('icon names written in src/', () => {
  it('every `mdi:` name (components, site.config.ts, the test page) is an icon of the set', () => {
    const named = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bmdi:([a-z0-9][a-z0-9-]*)/g)].map((m) => ({ file: relative(SRC, file), name: m[1]! })),
    );
    expect(named.map((icon) => icon.file)).toEqual(expect.arrayContaining(['site.config.ts', 'components/Header.astro']));
    const unknown = named.filter(({ name }) => !getIconData(icons, name)).map(({ file, name }) => `${file}: mdi:${name}`);
    expect(unknown).toEqual([]);
  });
});

describe('iconParts (the Astro components\' <Icon name="mdi:…">)', () => {
  it('gives the mdi icon\'s 1em-square svg attributes and its path, the same markup iconSvg draws', () => {
    const { attributes, body } = iconParts('mdi:rss');
    expect(attributes).toMatchObject({ width: '1em', height: '1em', viewBox: '0 0 24 24' });
    expect(body).toMatch(/^<path fill="currentColor" d="M6\.18 15\.64/);
    expect(iconSvg('rss')).toContain(body);
  });

  it('fails on a name that is no mdi icon, naming it', () => {
    expect(() => iconParts('rss' as `mdi:${string}`)).toThrow('Unknown icon "rss"');
    expect(() => iconParts('fa:rss' as `mdi:${string}`)).toThrow('Unknown icon "fa:rss"');
    expect(() => iconParts('mdi:no-such-icon')).toThrow('Unknown icon "mdi:no-such-icon"');
  });
});
