import type { Mention } from '@/api/schemas';

export const EXPORT_LIMIT = 10_000;
export const EXPORT_PAGE = 50;

/**
 * Pages through the filtered list (50 per request, the API's limit) until it ends, the limit is
 * reached or the signal aborts. Reports progress after each page.
 */
export async function collectMentions(
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Mention[]>,
  { signal, limit = EXPORT_LIMIT, onProgress }: { signal: AbortSignal; limit?: number; onProgress?: (done: number) => void },
): Promise<Mention[]> {
  const out: Mention[] = [];
  while (out.length < limit) {
    signal.throwIfAborted();
    const page = await fetchPage(out.length, signal);
    out.push(...page.slice(0, limit - out.length));
    onProgress?.(out.length);
    if (page.length < EXPORT_PAGE) break;
  }
  return out;
}

