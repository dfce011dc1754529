import type { ClientDirective } from 'astro';
import intent from './intent';
import interaction from './interaction';

/**
 * The site's client directives, registered as Astro's inline directive scripts register them (on
 * `self.Astro`, then `astro:<name>`, which an island waiting for its directive listens to). They
 * come in the islands' chunk, not inline (src/build/build-scripts.ts, `platformScripts`), which
 * imports this module before Astro's island runtime (../islands.ts): the runtime looks `Astro` up as soon as it is
 * defined, and an undeclared `Astro` is an error.
 */
export function registerClientDirectives(directives: Record<string, ClientDirective> = { interaction, intent }): void {
  const astro = ((self as unknown as { Astro?: Record<string, ClientDirective> }).Astro ??= {});
  for (const [name, directive] of Object.entries(directives)) {
    astro[name] = directive;
    dispatchEvent(new Event(`astro:${name}`));
  }
}

registerClientDirectives();
