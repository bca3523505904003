import { z } from 'zod/mini';
import { DEFAULT_SCOPE_CAP } from '@/analysis/coordination/scope-query';
import { DEFAULT_THRESHOLDS, type Thresholds } from '@/analysis/coordination/types';

export const COORDINATION_VIEWS = ['groups', 'trace'] as const;
export const CAP_CHOICES = [1000, 2000, 5000, 10000] as const;
export const DEFAULT_CAP = DEFAULT_SCOPE_CAP;

const bounded = (min: number, max: number, fallback: number, int = true) =>
  z.catch(
    z.optional(z.coerce.number().check(...(int ? [z.int()] : []), z.minimum(min), z.maximum(max))),
    fallback,
  );

/**
 * The coordination area's own URL state: the view, the finder's thresholds (window in seconds,
 * minimum accounts, similarity, repeats), the cap on mentions read, and the trace's phrase or
 * link. Named apart from other areas' params (a link may carry one area's search into another);
 * each bad value falls back to its default on its own.
 */
export const CoordinationSearchSchema = z.object({
  coView: z.catch(z.optional(z.enum(COORDINATION_VIEWS)), 'groups'),
  coWindow: bounded(1, 3600, DEFAULT_THRESHOLDS.windowSec),
  coAccounts: bounded(2, 100, DEFAULT_THRESHOLDS.minAccounts),
  coSimilarity: bounded(0.5, 1, DEFAULT_THRESHOLDS.similarity, false),
  coRepeats: bounded(1, 20, DEFAULT_THRESHOLDS.minRepeats),
  coCap: z.catch(z.optional(z.union(CAP_CHOICES.map((c) => z.literal(c)))), DEFAULT_CAP),
  trace: z.catch(z.optional(z.string().check(z.maxLength(300))), undefined),
  /** Opened from a spike's explanation: the spike's mentions above the usual. */
  coExcess: z.catch(z.optional(z.coerce.number().check(z.minimum(0))), undefined),
});
export type CoordinationSearch = z.output<typeof CoordinationSearchSchema>;

export const parseCoordinationSearch = (raw: Record<string, unknown>) => {
  const s = CoordinationSearchSchema.parse(raw);
  return {
    view: s.coView ?? 'groups',
    thresholds: {
      windowSec: s.coWindow ?? DEFAULT_THRESHOLDS.windowSec,
      minAccounts: s.coAccounts ?? DEFAULT_THRESHOLDS.minAccounts,
      similarity: s.coSimilarity ?? DEFAULT_THRESHOLDS.similarity,
      minRepeats: s.coRepeats ?? DEFAULT_THRESHOLDS.minRepeats,
    } satisfies Thresholds,
    cap: s.coCap ?? DEFAULT_CAP,
    trace: s.trace?.trim() || undefined,
    excess: s.coExcess,
  };
};
export type CoordinationState = ReturnType<typeof parseCoordinationSearch>;

/** A default is left out of the URL, so a plain link stays plain. */
export function toCoordinationSearch(next: Partial<CoordinationState>, current: CoordinationState) {
  const merged = { ...current, ...next, thresholds: { ...current.thresholds, ...next.thresholds } };
  const unless = <T>(value: T, fallback: T) => (value === fallback ? undefined : value);
  return {
    coView: unless(merged.view, 'groups' as const),
    coWindow: unless(merged.thresholds.windowSec, DEFAULT_THRESHOLDS.windowSec),
    coAccounts: unless(merged.thresholds.minAccounts, DEFAULT_THRESHOLDS.minAccounts),
    coSimilarity: unless(merged.thresholds.similarity, DEFAULT_THRESHOLDS.similarity),
    coRepeats: unless(merged.thresholds.minRepeats, DEFAULT_THRESHOLDS.minRepeats),
    coCap: unless(merged.cap, DEFAULT_CAP),
    trace: merged.trace || undefined,
    coExcess: merged.excess,
  };
}
