/**
 * The page's stylesheets come after its first paint (src/scripts/stylesheets.ts); once every one
 * has applied, or failed, `<html>` carries this attribute and the document hears an event of the
 * same name. An island waits for it before it draws: what it opens (a dialog, a menu) is styled by
 * those sheets, not by the first screen's inline rules.
 */
export const STYLESHEETS_APPLIED = 'data-styled';

/**
 * Resolves once the stylesheets have applied, or after `limit` ms: a page whose platform script
 * never runs still wakes its islands. (Short: both client directives carry it inline.)
 */
export function whenStylesheetsApplied(root: Document = document, limit = 3_000): Promise<void> {
  return new Promise((resolve) => {
    if (root.documentElement.hasAttribute(STYLESHEETS_APPLIED)) return resolve();
    root.addEventListener(STYLESHEETS_APPLIED, () => resolve(), { once: true });
    setTimeout(resolve, limit);
  });
}
