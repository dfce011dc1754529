import type { AstroIntegration } from 'astro';
import { virtualModule } from './virtual-module';

const MODULE_ID = 'virtual:before-paint';

/**
 * Hands pages the before-paint script exactly as astro.config.mjs hashed it for the CSP: built
 * once from function source text, which a second bundling could reformat.
 */
export function beforePaintModule(script: string): AstroIntegration {
  const source = `export const BEFORE_PAINT_SCRIPT = ${JSON.stringify(script)};`;
  return {
    name: 'before-paint',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [virtualModule(MODULE_ID, source)] } });
      },
      'astro:config:done': ({ injectTypes }) => {
        injectTypes({ filename: 'types.d.ts', content: `declare module '${MODULE_ID}' {\n  export const BEFORE_PAINT_SCRIPT: string;\n}` });
      },
    },
  };
}
