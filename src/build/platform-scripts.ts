/**
 * The page without the inline scripts the islands' chunk brings (`platformScripts`,
 * ./build-scripts.ts: Astro's island runtime and the site's client directives), each written as
 * Astro writes it, `<script>…</script>`.
 */
export function withoutPlatformScripts(html: string, scripts: readonly string[]): string {
  let page = html;
  for (const script of scripts) page = page.replaceAll(`<script>${script}</script>`, '');
  return page;
}
