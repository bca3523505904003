import type { Mention } from '@/api/schemas';
import { receivedCount } from '@/api/tolerant-list';

export const EXPORT_LIMIT = 10_000;
export const EXPORT_PAGE = 50;

/**
 * Pages through the filtered list (50 per request, the API's limit) until it ends, the limit is
 * reached or the signal aborts. Reports progress after each page.
 */
export async function collectMentions(
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Mention[]>,
  {
    signal,
    limit = EXPORT_LIMIT,
    onProgress,
  }: { signal: AbortSignal; limit?: number; onProgress?: (done: number) => void },
): Promise<Mention[]> {
  const out: Mention[] = [];
  // Offsets count what the service sent: an item the contract could not read is skipped, not re-read.
  for (let offset = 0; out.length < limit; offset += EXPORT_PAGE) {
    signal.throwIfAborted();
    const page = await fetchPage(offset, signal);
    out.push(...page.slice(0, limit - out.length));
    onProgress?.(out.length);
    if (receivedCount(page) < EXPORT_PAGE) break;
  }
  return out;
}
