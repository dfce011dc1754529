import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readMessageFiles } from '../build/messages';
import { incompleteLanguages } from '../i18n/completeness';
import { FALLBACK_LOCALE, LOCALE_LABELS } from '../structure';

/** At the start of a build, one line per language whose messages are incomplete (they show in the fallback language). */
export function languageReport(): AstroIntegration {
  let root = '.';
  return {
    name: 'language-report',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': ({ logger }) => {
        const lines = incompleteLanguages(readMessageFiles(root), FALLBACK_LOCALE, LOCALE_LABELS[FALLBACK_LOCALE]);
        for (const line of lines) logger.warn(line);
      },
    },
  };
}
