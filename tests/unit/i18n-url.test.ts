import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  localeFromPath,
  safePath,
  localizedPath,
  normalizeBase,
  routeFromPath,
  stripBase,
  switchLocalePath,
  withBase,
} from '../../src/i18n';

describe('normalizeBase', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/portfolio', '/portfolio/'],
    ['portfolio/', '/portfolio/'],
    ['/a/b/', '/a/b/'],
  ])('%j → %j', (input, expected) => expect(normalizeBase(input)).toBe(expected));
});

describe.each([
  ['/', ''],
  ['/portfolio/', '/portfolio'],
])('with base %j', (base, prefix) => {
  it('builds localized paths', () => {
    expect(localizedPath('fr', 'index', base)).toBe(`${prefix}/`);
    expect(localizedPath('en', 'index', base)).toBe(`${prefix}/en/`);
    expect(localizedPath('fr', 'readings', base)).toBe(`${prefix}/readings/`);
    expect(localizedPath('en', 'lab', base)).toBe(`${prefix}/en/lab/`);
  });

  it('reads the locale from the path', () => {
    expect(localeFromPath(`${prefix}/`, base)).toBe('fr');
    expect(localeFromPath(`${prefix}/about/`, base)).toBe('fr');
    expect(localeFromPath(`${prefix}/en`, base)).toBe('en');
    expect(localeFromPath(`${prefix}/en/about/`, base)).toBe('en');
    expect(localeFromPath(`${prefix}/english/`, base)).toBe('fr');
  });

  it('reads the route from the path', () => {
    expect(routeFromPath(`${prefix}/`, base)).toBe('index');
    expect(routeFromPath(`${prefix}/en/`, base)).toBe('index');
    expect(routeFromPath(`${prefix}/en`, base)).toBe('index');
    expect(routeFromPath(`${prefix}/readings`, base)).toBe('readings');
    expect(routeFromPath(`${prefix}/en/test/`, base)).toBe('test');
    expect(routeFromPath(`${prefix}/nope/`, base)).toBeUndefined();
  });

  it('switches the locale of a path', () => {
    expect(switchLocalePath(`${prefix}/readings/`, 'en', base)).toBe(`${prefix}/en/readings/`);
    expect(switchLocalePath(`${prefix}/en/readings/`, 'fr', base)).toBe(`${prefix}/readings/`);
    expect(switchLocalePath(`${prefix}/en`, 'fr', base)).toBe(`${prefix}/`);
    expect(switchLocalePath(`${prefix}/`, 'en', base)).toBe(`${prefix}/en/`);
    expect(switchLocalePath(`${prefix}/en/lab/`, 'en', base)).toBe(`${prefix}/en/lab/`);
  });
});

describe('withBase', () => {
  it.each([
    ['sitemap-index.xml', '/', '/sitemap-index.xml'],
    ['/sitemap-index.xml', '/portfolio', '/portfolio/sitemap-index.xml'],
    ['_astro/*', 'portfolio/', '/portfolio/_astro/*'],
    ['notion-images/a.png', '/a/b/', '/a/b/notion-images/a.png'],
  ])('joins %s below the base %s', (path, base, joined) => {
    expect(withBase(path, base)).toBe(joined);
  });
});

describe('stripBase', () => {
  it('removes the base and leading slashes', () => {
    expect(stripBase('/portfolio/en/lab/', '/portfolio/')).toBe('en/lab/');
    expect(stripBase('/portfolio', '/portfolio/')).toBe('');
    expect(stripBase('/en/lab/', '/')).toBe('en/lab/');
  });
});

describe('crafted paths never leave the site', () => {
  const offOrigin = (url: string) => new URL(url, 'https://site.example/').origin !== 'https://site.example';

  it.each([
    ['//evil.example/', '/evil.example/'],
    ['/\\evil.example/', '/evil.example/'],
    ['/en//evil.example/', '/en/evil.example/'],
    ['/en/\\evil.example', '/en/evil.example'],
    ['/%2F%2Fevil.example/', '/evil.example/'],
    ['/%5c%5Cevil.example', '/evil.example'],
    ['/en/../../evil.example/', '/evil.example/'],
    ['/en/%2e%2e/%2E%2E/x', '/x'],
    ['/\t/evil.example', '/evil.example'],
    ['/a/./b/.', '/a/b/'],
    ['', '/'],
  ])('safePath(%j) → %j', (input, expected) => expect(safePath(input)).toBe(expected));

  it('switchLocalePath keeps the visitor on the site', () => {
    expect(switchLocalePath('/en//evil.com', 'fr', '/')).toBe('/evil.com');
    expect(switchLocalePath('/en/\\evil.com', 'fr', '/')).toBe('/evil.com');
    expect(switchLocalePath('//evil.com/', 'en', '/')).toBe('/en/evil.com/');
    expect(switchLocalePath('/en/%2F%2Fevil.com', 'fr', '/')).toBe('/evil.com');
    expect(switchLocalePath('/portfolio/en//evil.com', 'fr', '/portfolio/')).toBe('/portfolio/evil.com');
    expect(switchLocalePath('/en/../..//evil.com', 'fr', '/')).toBe('/evil.com');
  });

  it('no helper output is protocol-relative or off-origin, whatever the path', () => {
    const segment = fc.constantFrom('', '/', '//', '\\', '/\\', '%2F', '%2f%2F', '%5C', '..', '.', '%2e%2e', 'en', 'evil.example', '\t', '\n', 'lab');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), fc.constantFrom('/', '/portfolio/'), (parts, base) => {
        const path = parts.join('');
        for (const locale of LOCALES) {
          const url = switchLocalePath(path, locale, base);
          if (!url.startsWith('/') || /^\/[\\/]/.test(url) || offOrigin(url)) return false;
        }
        const safe = safePath(path);
        return safe.startsWith('/') && !/^\/[\\/]/.test(safe) && !offOrigin(safe);
      }),
    );
  });
});
