import { afterFirstPaint } from '../lib/browser/after-paint';
import { STYLESHEETS_APPLIED } from '../lib/browser/stylesheets-applied';

/**
 * The site's stylesheets, asked for once the page's first screen has painted (its first
 * contentful paint, ../lib/browser/after-paint.ts): the first screen's
 * rules are in the document (src/build/critical-css.ts), the rest only styles what is further down
 * or what the islands open, and the bandwidth of a first visit goes to the document first. The
 * links wait in a `<template>` (a `<noscript>` holds the same for pages without JavaScript).
 *
 * They are fetched together and applied one after the other, each at the end of the document:
 * a sheet that applies after every style the page has leaves the typeface's faces as they are,
 * where one that lands among the others (a later sheet arriving first) makes the browser declare
 * them again, which swapped in a font the first paint had done without (`font-display: optional`)
 * and moved the text. Once the last has applied (or failed), `<html>` says so: the islands wait
 * for it before they draw (src/lib/browser/stylesheets-applied.ts).
 */
export function loadStylesheets(root: Document = document): void {
  const applied = () => {
    root.documentElement.setAttribute(STYLESHEETS_APPLIED, '');
    root.dispatchEvent(new Event(STYLESHEETS_APPLIED));
  };
  const later = root.querySelector<HTMLTemplateElement>('template[data-stylesheets]');
  if (!later) return applied();
  const links = [...later.content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  later.remove();
  const apply = (index: number) => {
    const link = links[index];
    if (!link) return applied();
    const next = () => apply(index + 1);
    link.addEventListener('load', next, { once: true });
    link.addEventListener('error', next, { once: true });
    root.body.append(link);
  };
  afterFirstPaint(() => {
    for (const { href } of links.slice(1)) {
      const preload = Object.assign(root.createElement('link'), { rel: 'preload', as: 'style', href });
      root.head.append(preload);
    }
    apply(0);
  }, root.defaultView ?? window);
}
