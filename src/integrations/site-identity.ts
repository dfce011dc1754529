import type { AstroIntegration } from 'astro';
import { SITE } from '../site.config';
import { FALLBACK_LOCALE } from '../structure';
import { colorWarnings, identityProblems, siteColorsCss } from '../lib/site-identity';
import { virtualModule } from './virtual-module';

const MODULE_ID = 'virtual:site-colors.css';

/**
 * The owner's identity (src/site.config.ts), checked before anything is built: a wrong value stops
 * the build with one sentence per field; a colour that reads poorly gets a warning. Pages import the
 * colours as `virtual:site-colors.css`, from which the theme's tokens derive.
 */
export function siteIdentity(): AstroIntegration {
  return {
    name: 'site-identity',
    hooks: {
      'astro:config:setup': ({ updateConfig, logger }) => {
        const problems = identityProblems(SITE);
        if (!SITE.role[FALLBACK_LOCALE]) problems.push(`role: give a role in ${FALLBACK_LOCALE} at least, as role: { ${FALLBACK_LOCALE}: '…' }`);
        if (problems.length > 0) throw new Error(problems.map((p) => `src/site.config.ts: ${p}`).join('\n'));
        for (const warning of colorWarnings(SITE.colors)) logger.warn(`src/site.config.ts: ${warning}`);
        updateConfig({ vite: { plugins: [virtualModule(MODULE_ID, siteColorsCss(SITE.colors))] } });
      },
    },
  };
}
