/**
 * Marks a React component rendered from an Astro file as React's, with Astro's own mark of a
 * component's renderer (what its `__astro_tag_component__` sets). Without it Astro asks each
 * renderer whether a function component is its own, and React's answer renders it once more, on
 * every page that shows it.
 */
export function renderedByReact<T extends object>(component: T): T {
  Object.defineProperty(component, Symbol.for('astro:renderer'), { value: '@astrojs/react' });
  return component;
}
