import type { AstroIntegration } from 'astro';
import { virtualModule } from './virtual-module';

const MODULE_ID = 'virtual:before-paint';

/**
 * Hands pages the before-paint script, one per kind of page, as astro.config.mjs built it, from the functions' source
 * text as Node reads it, which the build's bundler could reformat or rename (the script calls
 * them by name).
 */
export function beforePaintModule(scripts: Record<string, string>): AstroIntegration {
  const source = `export const BEFORE_PAINT_SCRIPTS = ${JSON.stringify(scripts)};`;
  return {
    name: 'before-paint',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [virtualModule(MODULE_ID, source)] } });
      },
      'astro:config:done': ({ injectTypes }) => {
        injectTypes({ filename: 'types.d.ts', content: `declare module '${MODULE_ID}' {\n  export const BEFORE_PAINT_SCRIPTS: Record<'page' | 'home' | 'notFound', string>;\n}` });
      },
    },
  };
}
