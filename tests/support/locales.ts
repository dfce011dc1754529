/**
 * Languages as tests need them, drawn from the site's structure rather than written out: an owner
 * who adds German (README, "Adding a language") must keep a green suite.
 */
import { LOCALES } from '../../src/structure';

/** Language codes the site does not serve, whichever languages the owner added: `[0]`, `[1]`… */
export const UNSUPPORTED: readonly string[] = ['de', 'es', 'it', 'nl', 'pt', 'tlh', 'eo'].filter(
  (code) => !(LOCALES as readonly string[]).includes(code),
);
