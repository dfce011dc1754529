import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first interaction with the island (src/scripts/directives/interaction.ts). */
    'client:interaction'?: boolean;
    /** Hydrate on the visitor's first activity on the page; `"query"`: at once when the URL has a query (src/scripts/directives/intent.ts). */
    'client:intent'?: boolean | 'query';
  }
}
