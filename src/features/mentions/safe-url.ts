/**
 * Mentions come from a third party: only absolute http(s) URLs may become links or image
 * sources. Everything else (javascript:, data:, relative paths, junk) yields null.
 */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
