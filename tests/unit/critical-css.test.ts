import { describe, expect, it } from 'vitest';
import { criticalCss, firstScreenTokens, parseSheet, selectorTokens, withCriticalCss } from '../../src/build/critical-css';

describe('selectorTokens', () => {
  it('reads what each compound asks of an element', () => {
    expect(selectorTokens('.nav a.current[aria-current="page"]:hover')).toEqual(['.nav', 't:a', '.current', '[aria-current', '[aria-current=page']);
    expect(selectorTokens('.card[data-type=book]')).toEqual(['.card', '[data-type', '[data-type=book']);
    expect(selectorTokens('[lang|=en]')).toEqual(['[lang']);
    expect(selectorTokens('[data-x="a" i]')).toEqual(['[data-x']);
    expect(selectorTokens('.card > h3#title::before')).toEqual(['.card', 't:h3', '#title']);
    expect(selectorTokens('ul li + li')).toEqual(['t:ul', 't:li', 't:li']);
    expect(selectorTokens('.a[data-x="b c"] ~ .b\\:c')).toEqual(['.a', '[data-x', '[data-x=b c', '.b:c']);
  });

  it('asks nothing of what pseudo-classes hold, and nothing of the root', () => {
    expect(selectorTokens('.x:not(.y, .z)')).toEqual(['.x']);
    expect(selectorTokens(':is(.a, .b)')).toEqual([]);
    expect(selectorTokens(':root.dark')).toEqual([]);
    expect(selectorTokens('html[data-theme=dark] .x')).toEqual(['.x']);
  });
});

describe('firstScreenTokens', () => {
  const html = `<html><body><header class="site-header"><a href="/" class="brand">x</a></header>
    <main><h1 class="title">T</h1><svg><path class="shape"/><g><rect/></g></svg><p class="lead">a</p><p class="lead" data-x>b</p><ul class="later"><li>b</li></ul></main>
    <footer class="site-footer"><p class="fine">c</p></footer><div class="shell"></div></body></html>`;

  it('reads the shell, and main up to its first kinds of element (a kind again is no new one)', () => {
    const tokens = firstScreenTokens(html, 3);
    for (const token of ['.site-header', '.brand', '[href', '[href=/', '.title', '.shape', 't:rect', '.lead', '[data-x', '.site-footer', '.fine', '.shell']) expect(tokens).toContain(token);
    for (const token of ['.later', 't:li']) expect(tokens).not.toContain(token);
  });

  it('reads a page without main whole', () => {
    expect(firstScreenTokens('<body><p class="a">x</p><ul class="f"></ul></body>', 0)).toContain('.f');
  });
});

describe('criticalCss', () => {
  const sheet = parseSheet(
    '@layer base,components;@layer base{a{color:red}li{margin:0}}:root{--x:1;color:var(--x)}:root.dark .lead{color:#fff}' +
      '.away .lead{color:red}@media (width>40rem){.lead,.never{font-size:2rem}.later{gap:1rem}}@font-face{font-family:X}@keyframes spin{to{rotate:1turn}}.later>li{padding:0}' +
      '@view-transition{navigation:auto}',
  );

  it('keeps the rules the first screen may need (each compound’s elements there), in order, and the at-rules without selectors', () => {
    const css = criticalCss([sheet], new Set(['t:a', '.lead', 't:p', 't:ul']));
    expect(css).toBe(
      '@layer base,components;@layer base{a{color:red}}:root{--x:1;color:var(--x)}:root.dark .lead{color:#fff}@media (width>40rem){.lead,.never{font-size:2rem}}@font-face{font-family:X}@keyframes spin{to{rotate:1turn}}@view-transition{navigation:auto}',
    );
  });


  it('names a layer with nothing for the first screen in its place, so the order of layers holds', () => {
    const layered = parseSheet('@layer reset{ul{margin:0}}@layer tokens{:root{--x:1;accent-color:var(--x)}}');
    expect(criticalCss([layered], new Set())).toBe('@layer reset;@layer tokens{:root{--x:1;accent-color:var(--x)}}');
  });

  it('declares only the custom properties a kept rule reads, directly or through another, or a style attribute', () => {
    const tokensSheet = parseSheet(
      ':root{--unread:1;--accent:var(--blue);--blue:#00f;--gap:1rem;--hue:3;--later:2}.lead{color:var(--accent);margin:var(--gap)}' +
        '.card{--inner:var(--later);padding:var(--inner)}@keyframes glow{to{color:var(--glow)}}:root{--glow:red;--step:1}',
    );
    expect(criticalCss([tokensSheet], new Set(['.lead']), ['--hue'])).toBe(
      ':root{--accent:var(--blue);--blue:#00f;--gap:1rem;--hue:3}.lead{color:var(--accent);margin:var(--gap)}@keyframes glow{to{color:var(--glow)}}:root{--glow:red}',
    );
    // A rule left with nothing to declare goes; one the first screen needs keeps what it reads.
    expect(criticalCss([parseSheet(':root{--a:1}.x{--b:2;color:var(--b)}')], new Set(['.x']))).toBe('.x{--b:2;color:var(--b)}');
  });
});

describe('withCriticalCss', () => {
  it('keeps the custom properties the page’s style attributes read', () => {
    const sheet = parseSheet(':root{--hue:3;--other:1}.x{color:red}');
    const html = '<html><head><link rel="stylesheet" href="/_astro/t.css"></head><body><main><p class="x" style="color: hsl(var(--hue) 50% 50%)">a</p></main></body></html>';
    expect(withCriticalCss(html, () => sheet)).toContain('<style>:root{--hue:3}.x{color:red}</style>');
  });

  const sheets = { '/_astro/a.css': parseSheet('.x{color:red}.y{color:blue}'), '/_astro/b.css': parseSheet('.z{margin:0}') };
  const page = '<html><head><title>t</title><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css"></head><body><main><p class="x">a</p></main></body></html>';

  it('inlines the first screen’s rules where the links were, and keeps the links for after the paint, and for pages without JavaScript', () => {
    const out = withCriticalCss(page, (href) => sheets[href as keyof typeof sheets])!;
    expect(out).toBe(
      '<html><head><title>t</title><style>.x{color:red}</style>' +
        '<template data-stylesheets><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css"></template>' +
        '<noscript><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css"></noscript></head><body><main><p class="x">a</p></main></body></html>',
    );
  });

  it('leaves a page without stylesheets, or with one outside the build, as it is', () => {
    expect(withCriticalCss('<html><head></head><body></body></html>', () => undefined)).toBeUndefined();
    expect(withCriticalCss(page, () => undefined)).toBeUndefined();
  });
});
