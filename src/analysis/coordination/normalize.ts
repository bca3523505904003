/**
 * Text and link normalisation for the coordination finder: two posts are "the same text" when
 * their words match after links, @mentions, punctuation and case are gone; "the same link" when
 * their links match after scheme, `www.`, tracking parameters, fragment and trailing slash.
 */

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"')\]]+/gi;
const MENTION_PATTERN = /(^|[^\w])@[\w.]+/g;
const MEDIA_FILES = /^(image|photo|picture|video|gif|animated_gif|audio)$/i;
const TRACKING = /^(utm_\w+|fbclid|gclid|igshid|mc_cid|mc_eid|ref|s|t)$/i;

/** Lower case words of a text, without links, @mentions or punctuation (hashtag words stay). */
export function normalizeText(text: string): string {
  return text
    .replace(URL_PATTERN, ' ')
    .replace(MENTION_PATTERN, '$1 ')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A link in one canonical form, or null when it is not an http(s) address. */
export function canonicalLink(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.replace(/[.,;:!?]+$/, ''));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile|amp)\./, '');
  const kept = [...url.searchParams].filter(([k]) => !TRACKING.test(k));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${path}${query}`;
}

/** The canonical links a text and a media list share, each once (the post's own url is not one). */
export function linksOf(
  text: string,
  media: readonly { type?: string | null; url?: string | null }[] = [],
  own?: string | null,
) {
  const found = new Set<string>();
  for (const m of text.matchAll(URL_PATTERN)) {
    const link = canonicalLink(m[0]);
    if (link) found.add(link);
  }
  for (const m of media) {
    // Pictures and videos are the post's own attachments, not links it shares.
    if (m.type && MEDIA_FILES.test(m.type)) continue;
    const link = m.url ? canonicalLink(m.url) : null;
    if (link) found.add(link);
  }
  const self = own ? canonicalLink(own) : null;
  if (self) found.delete(self);
  return [...found];
}
