/**
 * The one gate between a link's written URL and an `href`: http and https URLs with a host, and
 * mailto URLs with an address. Everything else (javascript:, data:, vbscript:, relative paths,
 * protocol-relative `//host`, anything with whitespace or control characters) is refused, and so
 * is a URL with credentials: `https://good.test@evil.example` reads as good.test but goes to
 * evil.example (the server's link fields refuse them too).
 */

/** Schemes a link may use, as the URL parser reports them. */
export const LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:'];

const WRITTEN_PREFIXES = ['http://', 'https://', 'mailto:'];

/**
 * The `href` for a written link URL, or null when it is not allowed. The answer is the parser's
 * normalised form, so what the browser follows is exactly what was checked.
 */
export function safeHref(written: string): string | null {
  // Browsers drop tabs and newlines inside URLs and trim controls and spaces around them, which is
  // how "java\nscript:" gets through naive checks; such a URL is simply refused here.
  for (let i = 0; i < written.length; i += 1) {
    const code = written.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return null;
  }
  const head = written.slice(0, 8).toLowerCase();
  if (!WRITTEN_PREFIXES.some((prefix) => head.startsWith(prefix))) return null;
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return null;
  }
  if (!LINK_PROTOCOLS.includes(url.protocol)) return null;
  if (url.protocol === 'mailto:') return url.pathname.length > 0 ? url.href : null;
  if (url.username !== '' || url.password !== '') return null;
  return url.hostname.length > 0 ? url.href : null;
}
