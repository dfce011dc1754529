import type { APIRoute } from 'astro';
import tokens from '../styles/tokens.css?raw';
import feedCss from '../styles/feed.css?raw';

/** The feeds' stylesheet: the site's own tokens, then the feed page's rules (src/styles/feed.css). */
export const GET: APIRoute = () => new Response(`${tokens}\n${feedCss}`, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
