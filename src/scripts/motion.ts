/**
 * Smooth scrolling and reveal animations cost ~50 KB, so they load on the visitor's first scroll
 * intent (wheel, touch move, scroll keys, a click on an in-page anchor), never before, and never
 * under `prefers-reduced-motion: reduce`.
 */
type Engine = typeof import('./motion-engine');

const SCROLL_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', ' ']);
const INTENTS = ['wheel', 'touchmove', 'keydown', 'click'] as const;

function isIntent(event: Event): boolean {
  if (event.type === 'wheel' || event.type === 'touchmove') return true;
  const target = event.target instanceof Element ? event.target : null;
  if (event instanceof KeyboardEvent) {
    if (!SCROLL_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return false;
    return !target?.closest('input, textarea, select, button, [contenteditable], [role="menu"], [role="listbox"]');
  }
  return !!target?.closest('a[href^="#"]');
}

export function watchMotionIntent(): void {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  let engine: Engine | undefined;
  let loading = false;

  const stopWatching = () => {
    for (const type of INTENTS) window.removeEventListener(type, onIntent, true);
  };
  function onIntent(event: Event) {
    if (reduced.matches || loading || !isIntent(event)) return;
    loading = true;
    stopWatching();
    void import('./motion-engine').then((module: Engine | undefined) => {
      // Undefined when a failed chunk load was handled (the page reloads).
      if (!module) return;
      engine = module;
      if (!reduced.matches) engine.startMotion();
    });
  }
  for (const type of INTENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });

  // Stop when reduced motion is asked for, start again when it no longer is.
  reduced.addEventListener('change', () => {
    if (reduced.matches) engine?.stopMotion();
    else if (engine) engine.startMotion();
  });
}
