import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { ClientDirective } from '../build/build-scripts';

/** The site's own client directives: `client:interaction` and `client:intent` (src/scripts/directives/). */
export const CLIENT_DIRECTIVES: readonly ClientDirective[] = [
  { name: 'interaction', entrypoint: fileURLToPath(new URL('../scripts/directives/interaction.ts', import.meta.url)) },
  { name: 'intent', entrypoint: fileURLToPath(new URL('../scripts/directives/intent.ts', import.meta.url)) },
];

/** Registers the site's client directives. */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const directive of CLIENT_DIRECTIVES) addClientDirective(directive);
      },
    },
  };
}
