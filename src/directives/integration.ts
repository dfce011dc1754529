import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (./interaction.ts) and `client:intent` (./intent.ts). */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)) });
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intent.ts', import.meta.url)) });
      },
    },
  };
}
