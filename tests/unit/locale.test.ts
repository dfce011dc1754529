import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeCookie, readLocaleCookie as readCookie } from '../../src/i18n/cookie';
import { BOT_PATTERN, isBot as isBotFor, preferredLocale as preferredOf, rootRedirectLocale, type RootVisit } from '../../src/i18n/redirect';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/structure';
import { localeSwitchUrl } from '../../src/i18n/switch-url';
import { UNSUPPORTED } from '../support/locales';

// Two languages the site does not serve (German and Spanish, unless the owner added them).
const [X, Y] = UNSUPPORTED as [string, string];

// The site's own rules, as the before-paint script gets them.
const RULES = { locales: LOCALES, defaultLocale: DEFAULT_LOCALE, bots: BOT_PATTERN.source };
const readLocaleCookie = (cookies: string | undefined) => readCookie(cookies, LOCALES, LOCALE_COOKIE);
const isBot = (userAgent: string) => isBotFor(userAgent, RULES.bots);
const preferredLocale = (languages: readonly string[] | undefined) => preferredOf(languages, LOCALES);
const shouldRedirectRoot = (visit: RootVisit<Locale>) => rootRedirectLocale(visit, RULES) !== undefined;

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BOTS = [
  GOOGLEBOT,
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
];
const BROWSERS = [
  CHROME,
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
];

describe('locale cookie', () => {
  it('is a one-year, site-wide, Lax cookie', () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(localeCookie('en', false)).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('fr', true)).toBe('locale=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it.each([
    ['locale=en', 'en'],
    ['locale=fr', 'fr'],
    ['a=1; locale=en; b=2', 'en'],
    ['a=1;locale=fr', 'fr'],
    ['  locale = en ', 'en'],
    [`locale=${X}`, undefined],
    ['locale=', undefined],
    ['mylocale=en', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (cookies, expected) => expect(readLocaleCookie(cookies)).toBe(expected));

  it('reads back what it writes', () => {
    for (const locale of ['fr', 'en'] as const) {
      expect(readLocaleCookie(localeCookie(locale, true).split(';')[0])).toBe(locale);
    }
  });
});

describe('isBot', () => {
  it.each(BOTS)('%s is a crawler', (ua) => expect(isBot(ua)).toBe(true));
  it.each(BROWSERS)('%s is a browser', (ua) => expect(isBot(ua)).toBe(false));
});

describe('preferredLocale', () => {
  it.each([
    [['en-US', 'fr'], 'en'],
    [['fr-FR', 'en-US'], 'fr'],
    [[`${X}-AT`, 'en-GB', 'fr'], 'en'],
    [[X, 'FR-ca', 'en'], 'fr'],
    [[Y, X], undefined],
    [[], undefined],
    [undefined, undefined],
  ])('%j → %j', (languages, expected) => expect(preferredLocale(languages)).toBe(expected));
});

describe('rootRedirectLocale', () => {
  const three = { ...RULES, locales: ['fr', 'en', X] };
  it.each([
    [{ cookie: X, languages: ['en'], userAgent: CHROME }, X],
    [{ cookie: undefined, languages: [`${X}-AT`, 'en'], userAgent: CHROME }, X],
    [{ cookie: undefined, languages: ['fr', X], userAgent: CHROME }, undefined],
    [{ cookie: 'fr', languages: [X], userAgent: CHROME }, undefined],
    [{ cookie: undefined, languages: [X], userAgent: GOOGLEBOT }, undefined],
  ])('with a third language: %j → %j', (visit, expected) => expect(rootRedirectLocale(visit, three)).toBe(expected));
});

describe('shouldRedirectRoot: cookie × languages × user agent', () => {
  const table: [string, 'fr' | 'en' | undefined, string[], string, boolean][] = [
    ['cookie en, French browser', 'en', ['fr-FR'], CHROME, true],
    ['cookie en, crawler', 'en', [], GOOGLEBOT, true],
    ['cookie fr, English browser', 'fr', ['en-US', 'fr'], CHROME, false],
    ['cookie fr, crawler', 'fr', ['en-US'], GOOGLEBOT, false],
    ['no cookie, English first', undefined, ['en-US', 'fr-FR'], CHROME, true],
    ['no cookie, English only', undefined, ['en'], CHROME, true],
    ['no cookie, French first', undefined, ['fr-FR', 'en-US'], CHROME, false],
    ['no cookie, neither language', undefined, [`${X}-DE`, Y], CHROME, false],
    ['no cookie, English after another', undefined, [`${X}-DE`, 'en-US', 'fr'], CHROME, true],
    ['no cookie, no languages', undefined, [], CHROME, false],
    ['no cookie, Googlebot in English', undefined, ['en-US'], GOOGLEBOT, false],
  ];
  it.each(table)('%s', (_name, cookie, languages, userAgent, expected) =>
    expect(shouldRedirectRoot({ cookie, languages, userAgent })).toBe(expected),
  );

  it('always follows an explicit cookie', () => {
    fc.assert(
      fc.property(fc.constantFrom('fr' as const, 'en' as const), fc.array(fc.string()), fc.string(), (cookie, languages, ua) =>
        shouldRedirectRoot({ cookie, languages, userAgent: ua }) === (cookie === 'en'),
      ),
    );
  });
});

describe('localeSwitchUrl', () => {
  it.each([
    [{ pathname: '/readings/', search: '?tags=css&status=read', hash: '#list' }, 'en', '/', '/en/readings/?tags=css&status=read#list'],
    [{ pathname: '/en/readings/', search: '?search=astro', hash: '' }, 'fr', '/', '/readings/?search=astro'],
    [{ pathname: '/en/', search: '', hash: '' }, 'fr', '/', '/'],
    [{ pathname: '/', search: '', hash: '' }, 'en', '/', '/en/'],
    [{ pathname: '/portfolio/lab/', search: '?a=1', hash: '#b' }, 'en', '/portfolio/', '/portfolio/en/lab/?a=1#b'],
    [{ pathname: '/portfolio/en/about/', search: '', hash: '' }, 'fr', '/portfolio/', '/portfolio/about/'],
  ] as const)('%j to %s under %s → %s', (location, locale, base, expected) =>
    expect(localeSwitchUrl(location, locale, base)).toBe(expected),
  );
});
