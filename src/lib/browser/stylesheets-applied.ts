/**
 * The page's stylesheets come after its first paint (src/scripts/stylesheets.ts); once every one
 * has applied, or failed, `<html>` carries this attribute. An island waits for it before it draws:
 * what it opens (a dialog, a menu) is styled by those sheets, not by the first screen's inline rules.
 */
export const STYLESHEETS_APPLIED = 'data-stylesheets-applied';

/**
 * Resolves once `<html>` says the stylesheets have applied, or after `limit` ms: a page whose
 * platform script never runs still wakes its islands.
 */
export function whenStylesheetsApplied(root: Document = document, limit = 3_000): Promise<void> {
  const html = root.documentElement;
  if (html.hasAttribute(STYLESHEETS_APPLIED)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => html.hasAttribute(STYLESHEETS_APPLIED) && done());
    observer.observe(html, { attributes: true, attributeFilter: [STYLESHEETS_APPLIED] });
    const timer = setTimeout(done, limit);
  });
}
