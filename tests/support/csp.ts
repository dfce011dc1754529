/** The CSP of a built page, read from its `<meta http-equiv="content-security-policy">`. */
export function cspFromHtml(html: string): string | undefined {
  const match = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i.exec(html);
  if (!match) return undefined;
  return match[1]!
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .trim();
}
