import { describe, expect, it } from 'vitest';
import { startsNavigation } from '../../src/lib/browser/navigation-start';

const here = 'https://site.example/readings/?search=css';
const go = (url: string, extra: Partial<{ sameDocument: boolean; download: boolean }> = {}) =>
  startsNavigation({ url, sameDocument: false, download: false, ...extra }, here);

describe('startsNavigation', () => {
  it.each(['https://site.example/about/', '/en/readings/', '/readings/', '/readings/?search=js', 'https://site.example/about/#top'])(
    'is true for another page of the site: %s',
    (url) => expect(go(url)).toBe(true),
  );
  it.each([
    ['another site', 'https://elsewhere.example/'],
    ['a fragment of this page', '#list'],
    ['a fragment of this address', 'https://site.example/readings/?search=css#list'],
    ['a non-web scheme', 'mailto:owner@site.example'],
    ['a script URL', 'javascript:void(0)'],
    ['a malformed URL', 'https://['],
  ])('is false for %s', (_, url) => expect(go(url)).toBe(false));
  it('is false for history written in place and for downloads', () => {
    expect(go('/readings/?search=js', { sameDocument: true })).toBe(false);
    expect(go('/readings.json', { download: true })).toBe(false);
  });
});
