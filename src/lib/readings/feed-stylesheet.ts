import { LANGUAGE_TAGS, type Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translate.ts';

/**
 * The XSL stylesheet a browser applies to a reading feed (`<?xml-stylesheet?>`): the feed shown
 * as a page that says what it is and how to subscribe, in the feed's language, with its items.
 * Feed readers ignore it and read the same XML. The page's look comes from one stylesheet of the
 * site (`cssHref`), no inline style or script, so the site's security policy allows it as it is.
 */

export interface FeedStylesheetOptions {
  locale: Locale;
  t: Translate;
  /** The page's CSS, under the site's base path. */
  cssHref: string;
  /** The site's icon, under the base path. */
  iconHref: string;
  /** The RSS icon's SVG markup (build-time, never content). */
  rssIcon: string;
}

/** Text as XML writes it, in an element or an attribute. */
export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * XSLT 1.0 that writes an RSS date (`Wed, 02 Nov 2026 00:00:00 GMT`, in `$date`) the way the
 * locale writes a medium date ("2 nov. 2026", "Nov 2, 2026"): the order and the month names are
 * the locale's own, read from `Intl` at build time.
 */
export function xslDate(locale: Locale): string {
  const tag = LANGUAGE_TAGS[locale];
  const months = MONTHS.map(
    (abbr, month) =>
      `<xsl:when test="$month = '${abbr}'">${escapeXml(new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month, 15))))}</xsl:when>`,
  ).join('');
  const parts = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2026, 10, 2)));
  const body = parts
    .map((part) => {
      if (part.type === 'day') return '<xsl:value-of select="number(substring($date, 6, 2))"/>';
      if (part.type === 'month') return `<xsl:choose>${months}</xsl:choose>`;
      if (part.type === 'year') return '<xsl:value-of select="substring($date, 13, 4)"/>';
      return `<xsl:text>${escapeXml(part.value)}</xsl:text>`;
    })
    .join('');
  return `<xsl:variable name="month" select="substring($date, 9, 3)"/>${body}`;
}

/** The stylesheet of one locale's feeds. */
export function feedStylesheet({ locale, t, cssHref, iconHref, rssIcon }: FeedStylesheetOptions): string {
  const text = (key: Parameters<Translate>[0]) => escapeXml(t(key));
  return `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom" exclude-result-prefixes="atom">
<xsl:output method="html" encoding="UTF-8" indent="no" doctype-system="about:legacy-compat"/>
<xsl:template match="/">
<html lang="${locale}">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex"/>
<title><xsl:value-of select="/rss/channel/title"/> · ${text('readings.feedLink')}</title>
<link rel="icon" href="${escapeXml(iconHref)}" type="image/svg+xml"/>
<link rel="stylesheet" href="${escapeXml(cssHref)}"/>
</head>
<body>
<header class="feed-hero">
<div class="feed-container">
<p class="feed-eyebrow"><span class="feed-icon" aria-hidden="true">${rssIcon}</span>${text('readings.feedLink')}</p>
<h1><xsl:value-of select="/rss/channel/title"/></h1>
<p class="feed-lede"><xsl:value-of select="/rss/channel/description"/></p>
</div>
</header>
<main class="feed-container">
<section class="feed-card feed-subscribe" aria-labelledby="subscribe">
<h2 id="subscribe">${text('feed.subscribe')}</h2>
<p>${text('feed.about')}</p>
<p>${text('feed.how')}</p>
<p class="feed-address"><code><xsl:value-of select="/rss/channel/atom:link[@rel='self']/@href"/></code></p>
<p><a class="feed-button" href="{/rss/channel/link}">${text('feed.back')}</a></p>
</section>
<section aria-labelledby="items">
<h2 id="items">${text('feed.items')}</h2>
<ol class="feed-items" role="list">
<xsl:for-each select="/rss/channel/item">
<li class="feed-card">
<p class="feed-meta"><span class="feed-badge"><xsl:value-of select="category[last()]"/></span><xsl:text> </xsl:text><time><xsl:variable name="date" select="pubDate"/>${xslDate(locale)}</time></p>
<h3><a href="{link}"><xsl:value-of select="title"/></a></h3>
<xsl:if test="description"><p class="feed-description"><xsl:value-of select="description"/></p></xsl:if>
<xsl:if test="count(category) &gt; 1"><p class="feed-tags">
<xsl:for-each select="category[position() &lt; last()]"><span>#<xsl:value-of select="."/></span><xsl:text> </xsl:text></xsl:for-each>
</p></xsl:if>
</li>
</xsl:for-each>
</ol>
</section>
</main>
</body>
</html>
</xsl:template>
</xsl:stylesheet>
`;
}
