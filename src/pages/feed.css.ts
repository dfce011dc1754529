import type { APIRoute } from 'astro';
import tokens from '../styles/tokens.css?raw';
import feedCss from '../styles/feed.css?raw';
import { siteColorsCss } from '../lib/site-identity';
import { SITE } from '../site.config';

/** The feeds' stylesheet: the owner's colours and the site's own tokens, then the feed page's rules (src/styles/feed.css). */
export const GET: APIRoute = () => new Response(`${siteColorsCss(SITE.colors)}\n${tokens}\n${feedCss}`, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
