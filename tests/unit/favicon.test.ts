import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_URL } from '../../src/build/favicon';

describe('the site icon', () => {
  it('is the SVG file as a data: URL, with nothing an attribute or a URL may not hold', () => {
    expect(FAVICON_URL.startsWith('data:image/svg+xml,')).toBe(true);
    expect(FAVICON_URL).not.toMatch(/[\s"<>#]/);
    const svg = readFileSync(new URL('../../src/assets/favicon.svg', import.meta.url), 'utf8').trim();
    expect(decodeURIComponent(FAVICON_URL.slice('data:image/svg+xml,'.length))).toBe(svg.replaceAll('"', "'"));
  });
});
