import type { APIRoute } from 'astro';
import tokens from '../styles/tokens.css?raw';

/**
 * The look of the reading feeds in a browser (src/lib/readings/feed-stylesheet.ts): the site's
 * own tokens, light or dark as the device prefers, and a few rules of its own.
 */
const FEED_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; background: var(--color-bg); color: var(--color-text); font-family: var(--font-sans); font-size: var(--step-0); line-height: 1.6; }
h1, h2, h3, p, ol { margin: 0; }
h1, h2, h3 { line-height: 1.15; letter-spacing: -0.02em; text-wrap: balance; }
a { color: var(--color-accent); text-underline-offset: 0.18em; }
a:hover { color: var(--color-accent-hover); }
code { font-family: var(--font-mono); font-size: 0.9em; }
.feed-container { width: min(100% - 2 * var(--gutter), 48rem); margin-inline: auto; }
.feed-hero { padding-block: var(--space-2xl) var(--space-l); background: radial-gradient(60% 80% at 15% 10%, var(--hero-glow-1), transparent 70%), radial-gradient(50% 70% at 90% 30%, var(--hero-glow-2), transparent 70%), var(--color-bg-soft); }
.feed-hero .feed-container { display: grid; gap: var(--space-xs); }
.feed-eyebrow { display: inline-flex; align-items: center; gap: 0.4em; font-size: var(--step--1); font-weight: 650; letter-spacing: 0.08em; text-transform: uppercase; color: var(--color-accent); }
.feed-icon svg { display: block; width: 1.3em; height: 1.3em; }
h1 { font-size: var(--step-5); }
.feed-lede { max-width: 60ch; font-size: var(--step-1); color: var(--color-text-muted); line-height: 1.5; }
main { display: grid; gap: var(--space-l); padding-block: var(--space-l) var(--space-2xl); }
main h2 { font-size: var(--step-3); margin-block-end: var(--space-s); }
.feed-card { padding: var(--space-m); border: 1px solid var(--color-border); border-radius: var(--radius-l); background: var(--color-surface); box-shadow: var(--shadow-s, none); }
.feed-subscribe { display: grid; gap: var(--space-xs); border-inline-start: 4px solid var(--color-accent); }
.feed-subscribe h2 { margin: 0; }
.feed-address code { display: block; padding: var(--space-2xs) var(--space-xs); border: 1px solid var(--color-border); border-radius: var(--radius-s); background: var(--color-bg-soft); overflow-wrap: anywhere; user-select: all; }
.feed-button { display: inline-block; padding: 0.55em 1.1em; border-radius: var(--radius-pill); background: var(--color-accent); color: var(--color-on-accent); font-weight: 650; text-decoration: none; }
.feed-button:hover { background: var(--color-accent-hover); color: var(--color-on-accent); }
.feed-items { display: grid; gap: var(--space-s); padding: 0; list-style: none; }
.feed-items h3 { font-size: var(--step-1); margin-block: var(--space-3xs); }
.feed-meta { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2xs); font-size: var(--step--1); color: var(--color-text-muted); }
.feed-badge { padding: 0.1em 0.6em; border-radius: var(--radius-pill); background: var(--color-accent-soft); color: var(--color-accent); font-weight: 650; }
.feed-description { color: var(--color-text-muted); }
.feed-tags { margin-block-start: var(--space-2xs); font-size: var(--step--1); color: var(--color-text-muted); }
`;

export const GET: APIRoute = () => new Response(`${tokens}\n${FEED_CSS}`, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
