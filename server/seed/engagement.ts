import type { Rng } from '../lib/random';

/** Snapshot offsets after publication: the tracking backoff schedule of the first week. */
export const ENGAGEMENT_OFFSETS_MS = [1, 3, 6, 12, 24, 48, 96, 168].map((h) => h * 3_600_000);

/**
 * The engagement history of a tracked Twitter/X post as a JSON string, or null when no snapshot
 * is due yet. Metrics follow 1 - exp(-t/τ), so every metric grows monotonically.
 */
export function engagementHistory(
  rng: Rng,
  published: number,
  followers: number,
  now: number,
): string | null {
  const views = Math.max(20, Math.round(followers * rng.logNormal(-0.3, 1.1) + rng.int(10, 400)));
  const finals = {
    views,
    retweets: Math.round(views * 0.004 * rng.logNormal(0, 0.6)),
    quotes: Math.round(views * 0.0008 * rng.logNormal(0, 0.6)),
    replies: Math.round(views * 0.002 * rng.logNormal(0, 0.6)),
    favorites: Math.round(views * 0.02 * rng.logNormal(0, 0.6)),
    bookmarks: Math.round(views * 0.002 * rng.logNormal(0, 0.6)),
  };
  const tau = 4 + rng.next() * 20; // hours
  const parts: string[] = [];
  for (const offset of ENGAGEMENT_OFFSETS_MS) {
    const at = published + offset;
    if (at > now) break;
    const g = 1 - Math.exp(-offset / 3_600_000 / tau);
    parts.push(
      `{"measured_at":"${new Date(at).toISOString()}","views":${Math.floor(finals.views * g)},"retweets":${Math.floor(finals.retweets * g)},"quotes":${Math.floor(finals.quotes * g)},"replies":${Math.floor(finals.replies * g)},"favorites":${Math.floor(finals.favorites * g)},"bookmarks":${Math.floor(finals.bookmarks * g)}}`,
    );
  }
  return parts.length ? `[${parts.join(',')}]` : null;
}
