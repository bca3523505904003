import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { resolveWindow, zoneName, type DateRangeSearchInput } from '@/lib/date-range';

const app = getRouteApi('/_app');

/** How long a resolved preset window is reused before "last 30 days" moves on to the new now. */
const REUSE_MS = 5 * 60_000;
const resolved = new Map<string, { at: number; window: { since: string; to: string } }>();

/**
 * The absolute window of a range choice, resolved once and shared: every area (and every chart
 * of a page) asks the same `since`/`to` for the same choice, so their numbers reconcile and their
 * query keys stay put while the analyst moves around. A preset re-resolves after a few minutes.
 */
export function windowOf(range: DateRangeSearchInput, nowMs = Date.now()): { since: string; to: string } {
  const key = `${range.range ?? ''}|${range.since ?? ''}|${range.to ?? ''}`;
  const hit = resolved.get(key);
  if (hit && (range.range === 'custom' || nowMs - hit.at < REUSE_MS)) return hit.window;
  const window = resolveWindow(range, nowMs);
  resolved.set(key, { at: nowMs, window });
  return window;
}

/** The analyst's window (range choice, resolved since/to) and time zone, from the app's URL. */
export function useAnalystWindow() {
  const range = app.useSearch();
  const { range: preset, since, to, tz } = range;
  const window = useMemo(() => windowOf({ range: preset, since, to }), [preset, since, to]);
  return { range, window, tz, zone: zoneName(tz) };
}
