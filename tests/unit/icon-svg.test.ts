import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { icons } from '@iconify-json/mdi';
import { getIconData } from '@iconify/utils';
import { describe, expect, it } from 'vitest';
import { iconSvg, iconSvgs } from '../../src/lib/icon-svg';
import { ASTRO_ICONS } from '../../src/data/astro-icons';
import { SITE } from '../../src/site.config';
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
      // Inline in HTML: no namespace or IE-only attribute to carry.
      expect(open, name).not.toContain('xmlns');
      expect(open, name).not.toContain('focusable');
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
    expect(named.map((icon) => icon.file)).toEqual(expect.arrayContaining(['components/Header.astro', ...(SITE.socials.length ? ['site.config.ts'] : [])]));
    const unknown = named.filter(({ name }) => !getIconData(icons, name)).map(({ file, name }) => `${file}: mdi:${name}`);
    expect(unknown).toEqual([]);
  });
});

describe('astro-icon\'s `include` (src/data/astro-icons.ts)', () => {
  it('names every icon an Astro component draws, the social links\' and the test page\'s included, and no other', () => {
    const drawn = sourceFiles(SRC)
      .filter((file) => file.endsWith('.astro'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"]mdi:([a-z0-9][a-z0-9-]*)['"]/g)].map((m) => m[1]!));
    for (const { icon } of SITE.socials) drawn.push(icon.replace('mdi:', ''));
    expect(drawn).toEqual(expect.arrayContaining(['rss', 'github', 'theme-light-dark']));
    expect([...ASTRO_ICONS].sort()).toEqual([...new Set(drawn)].sort());
  });
});
