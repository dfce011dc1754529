/**
 * The only way a value from content, Notion or Last.fm becomes an `href` or `src`: it returns
 * the normalized URL when it is an absolute `http:`/`https:` URL, otherwise `undefined`.
 * Rejects `javascript:`, `data:`, `vbscript:`, protocol-relative (`//host`), relative paths and
 * anything with control characters or whitespace tricks.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // Control characters (incl. tab/newline, which URL parsing would silently strip) and
  // backslashes (which browsers treat as slashes) are never part of a link we want.
  if (!trimmed || /[\u0000-\u001f\u007f\\]/.test(trimmed)) return undefined;
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname) return undefined;
  return url.href;
}

/** `safeUrl` restricted to `https:` (images and covers: no mixed content). */
export function safeHttpsUrl(value: unknown): string | undefined {
  const url = safeUrl(value);
  return url?.startsWith('https:') ? url : undefined;
}

/** Where a Notion image downloaded at build is served: `<base>notion-images/<content hash>.<ext>`. */
export const NOTION_IMAGE_PATH = /^\/(?:[\w.-]+\/)*notion-images\/[0-9a-f]{32}\.(?:png|jpg|gif|webp|avif)$/;

