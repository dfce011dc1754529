// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import icon from 'astro-icon';
import { SITE } from './src/site.config.ts';
import { BEFORE_PAINT_SCRIPTS } from './src/scripts/before-paint.ts';
import { ASTRO_LOCALES, DEFAULT_LOCALE, LOCALE_ENTRIES } from './src/structure.ts';
import { indexedPath } from './src/i18n/page-context.ts';
import { CLIENT_DIRECTIVES, interactionDirective } from './src/directives/integration.ts';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { readingOgImages } from './src/integrations/reading-og-images.ts';
import { siteSitemap } from './src/integrations/sitemap.ts';
import { ASTRO_ICONS } from './src/data/astro-icons.ts';
import { modulePreload } from './src/integrations/module-preload.ts';
import { buildInfo } from './src/integrations/build-info.ts';
import { beforePaintModule } from './src/integrations/before-paint.ts';
import { islandAssetsModule } from './src/integrations/island-assets.ts';
import { fontSubset } from './src/integrations/font-subset.ts';
import { hostFiles } from './src/integrations/host-files.ts';
import { languageReport } from './src/integrations/languages.ts';
import { siteIdentity } from './src/integrations/site-identity.ts';
import { readingCoverCheck } from './src/integrations/reading-covers.ts';

export default defineConfig({
  site: SITE.url,
  output: 'static',
  trailingSlash: 'ignore',
  i18n: {
    // Typed as plain codes: Astro narrows `defaultLocale` to them (a `{ path, codes }` entry is accepted at run time).
    locales: /** @type {string[]} */ (ASTRO_LOCALES),
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    siteIdentity(),
    languageReport(),
    fontSubset(),
    // Islands render on the server with React's renderToString, not its stream: about 15 s of a
    // 20,000-page build. That render gives an island no id prefix, which useId's ids would need to
    // match the browser's, so no island calls useId: each sets its element ids itself, unique on
    // its page (tests/unit/imports.test.ts; html-validate checks every page's ids).
    react({ experimentalDisableStreaming: true }),
    interactionDirective(),
    // Only the icons the Astro components draw: without `include`, every mdi icon (about 7,000)
    // would be bundled into the build's server code.
    icon({ include: { mdi: [...ASTRO_ICONS] } }),
    siteSitemap({
      defaultLocale: DEFAULT_LOCALE,
      locales: Object.fromEntries(LOCALE_ENTRIES.map((l) => [l.prefix || l.code, l.tag])),
      filter: indexedPath,
    }),
    securityHeaders({ beforePaint: Object.values(BEFORE_PAINT_SCRIPTS), directives: CLIENT_DIRECTIVES }),
    readingOgImages(),
    // Before Astro reads a cover: one too large or undecodable is left out (never copied as it is).
    readingCoverCheck(),
    modulePreload(),
    buildInfo(),
    beforePaintModule(BEFORE_PAINT_SCRIPTS),
    islandAssetsModule(),
    // Last: it counts what the others have written.
    hostFiles(SITE.hostFileLimit),
  ],
  env: {
    schema: {
      NOTION_TOKEN: envField.string({ context: 'server', access: 'secret', optional: true }),
      NOTION_DATABASE_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
      NOTION_API_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      LASTFM_API_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
    },
  },
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  // Bundled scripts stay files: inline module scripts would need CSP hashes on every page.
  // Stylesheets stay files too, hashed and cached: each page carries inline what its first screen
  // uses of them, and asks for them once painted (src/build/critical-css.ts), so the first paint
  // waits on no stylesheet request. Each page's policy allows its own inline styles and scripts by
  // hash (src/integrations/built-page-middleware.ts, security-headers.ts).
  // The cards' type icons (a few hundred bytes each) are inlined into the CSS as data URIs.
  // Twelve pages render at a time: while some wait on their files being written (on libuv's
  // threads), others render. 10,000-item build, medians of alternating runs: 4 at a time 95.8 s,
  // 12 at a time 85 s (peak memory 1.28–1.34 → 1.35–1.45 GB).
  build: { inlineStylesheets: 'never', concurrency: 12 },
  vite: { build: { assetsInlineLimit: (file) => file.includes('/type-icons/') } },
});
