import { describe, expect, it } from 'vitest';
import {
  localeFromPath,
  localizedPath,
  normalizeBase,
  routeFromPath,
  stripBase,
  switchLocalePath,
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

describe('stripBase', () => {
  it('removes the base and leading slashes', () => {
    expect(stripBase('/portfolio/en/lab/', '/portfolio/')).toBe('en/lab/');
    expect(stripBase('/portfolio', '/portfolio/')).toBe('');
    expect(stripBase('/en/lab/', '/')).toBe('en/lab/');
  });
});
