/**
 * Languages as tests need them, drawn from the site's structure rather than written out: an owner
 * who adds German (README, "Adding a language") must keep a green suite.
 */
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '../../src/structure';

/** Language codes the site does not serve, whichever languages the owner added: `[0]`, `[1]`… */
export const UNSUPPORTED: readonly string[] = ['de', 'es', 'it', 'nl', 'pt', 'tlh', 'eo'].filter(
  (code) => !(LOCALES as readonly string[]).includes(code),
);

/**
 * The site's own languages, which must be complete: the default and the fallback. A language an
 * owner adds may start partial, its missing messages shown in the fallback's.
 */
export const COMPLETE_LOCALES: readonly Locale[] = [...new Set([DEFAULT_LOCALE, FALLBACK_LOCALE])];
