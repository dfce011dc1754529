import type { ClientDirective } from 'astro';
import intent from './intent';
import interaction from './interaction';

/**
 * The site's client directives by name, as src/directives/integration.ts declares them to Astro
 * (a unit test checks the two lists agree: a directive declared but not registered here would
 * leave its islands asleep).
 */
export const SITE_DIRECTIVES: Record<string, ClientDirective> = { interaction, intent };

/*
 * Registered as Astro's inline directive scripts register them: on `self.Astro`, then
 * `astro:<name>`, which an island waiting for its directive listens to. They come in the islands'
 * chunk, not inline (src/build/build-scripts.ts, `platformScripts`), which imports this module
 * before Astro's island runtime (../islands.ts): the runtime looks `Astro` up as soon as it is
 * defined, and an undeclared `Astro` is an error.
 */
const astro = ((self as unknown as { Astro?: Record<string, ClientDirective> }).Astro ??= {});
for (const [name, directive] of Object.entries(SITE_DIRECTIVES)) {
  astro[name] = directive;
  dispatchEvent(new Event(`astro:${name}`));
}
