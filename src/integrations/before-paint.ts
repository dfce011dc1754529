import type { AstroIntegration } from 'astro';

const MODULE_ID = 'virtual:before-paint';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Hands pages the before-paint script exactly as astro.config.mjs hashed it for the CSP: built
 * once from function source text, which a second bundling could reformat.
 */
export function beforePaint(script: string): AstroIntegration {
  const source = `export const BEFORE_PAINT_SCRIPT = ${JSON.stringify(script)};`;
  return {
    name: 'before-paint',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'before-paint',
                resolveId: (id: string) => (id === MODULE_ID ? RESOLVED_ID : undefined),
                load: (id: string) => (id === RESOLVED_ID ? source : undefined),
              },
            ],
          },
        });
      },
      'astro:config:done': ({ injectTypes }) => {
        injectTypes({ filename: 'types.d.ts', content: `declare module '${MODULE_ID}' {\n  export const BEFORE_PAINT_SCRIPT: string;\n}` });
      },
    },
  };
}
