// @ts-check
import { createHash } from 'node:crypto';
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import icon from 'astro-icon';
import { SITE } from './src/site.config.ts';
import { THEME_INIT_SCRIPT } from './src/scripts/theme-init.ts';
import { interactionDirective } from './src/directives/integration.ts';
import { CONNECT_SOURCES, IMAGE_SOURCES } from './src/lib/external-origins.ts';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { buildInfo } from './src/integrations/build-info.ts';

/** @type {`sha256-${string}`} */
const themeInitHash = `sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}`;

export default defineConfig({
  site: SITE.url,
  output: 'static',
  trailingSlash: 'ignore',
  i18n: {
    locales: ['fr', 'en'],
    defaultLocale: 'fr',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    icon(),
    interactionDirective(),
    sitemap({
      i18n: { defaultLocale: 'fr', locales: { fr: 'fr-FR', en: 'en-US' } },
      filter: (page) => !/\/test\/?$/.test(page),
    }),
    securityHeaders(),
    buildInfo(),
  ],
  env: {
    schema: {
      NOTION_TOKEN: envField.string({ context: 'server', access: 'secret', optional: true }),
      NOTION_DATABASE_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
      LASTFM_API_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
    },
  },
  security: {
    csp: {
      scriptDirective: { hashes: [themeInitHash] },
      directives: [
        "default-src 'self'",
        `connect-src 'self' ${CONNECT_SOURCES.join(' ')}`,
        `img-src 'self' data: ${IMAGE_SOURCES.join(' ')}`,
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  // Bundled scripts stay files: inline module scripts would need CSP hashes on every page.
  vite: { build: { assetsInlineLimit: 0 } },
});
