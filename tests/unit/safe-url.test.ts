import { describe, expect, it } from 'vitest';
import { safeHttpsUrl, safeUrl } from '../../src/lib/safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['HTTPS://EXAMPLE.com/Path', 'https://example.com/Path'],
  ])('keeps %j', (input, expected) => expect(safeUrl(input)).toBe(expected));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    '/relative/path',
    'relative',
    'https:evil.example',
    'https:/evil.example',
    'https:\\\\evil.example',
    'http://exa\u0007mple.com',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    '',
    '   ',
    'https://',
  ])('rejects %j', (input) => expect(safeUrl(input)).toBeUndefined());

  it.each([undefined, null, 42, {}, ['https://example.com']])('rejects non-strings (%j)', (input) =>
    expect(safeUrl(input)).toBeUndefined(),
  );
});

describe('safeHttpsUrl', () => {
  it('keeps https only', () => {
    expect(safeHttpsUrl('https://lastfm.freetls.fastly.net/i/u/300x300/a.jpg')).toBe(
      'https://lastfm.freetls.fastly.net/i/u/300x300/a.jpg',
    );
    expect(safeHttpsUrl('http://example.com/a.jpg')).toBeUndefined();
  });
});
