import {
  MAX_ENRICHMENT_NAME,
  MAX_ENRICHMENT_OPTIONS,
  type CustomEnrichment,
  type CustomEnrichmentType,
} from '@/api/schemas';
import { nearDuplicateGroups } from '@/lib/option-governance';

export interface EnrichmentDraft {
  name: string;
  type: CustomEnrichmentType;
  options: string[];
}

export type DraftErrors = Partial<Record<'name' | 'type' | 'options', string>>;

/** The spec's rules, checked before sending; the server's answer (e.g. 409) is shown the same way. */
export function validateDraft(
  draft: EnrichmentDraft,
  existing: readonly CustomEnrichment[],
  editingId?: number,
): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length > MAX_ENRICHMENT_NAME)
    errors.name = `Name must be at most ${MAX_ENRICHMENT_NAME} characters (${name.length} now)`;
  else {
    const clash = existing.find(
      (e) => e.enrichment_id !== editingId && e.name.trim().toLowerCase() === name.toLowerCase(),
    );
    if (clash)
      errors.name = `An enrichment named “${clash.name}” already exists (names are compared case-insensitively)`;
  }
  if (draft.type === 'integer' && draft.options.length > 0) {
    errors.options = 'Integer enrichments have no options (the list must be empty)';
  } else if (draft.options.length > MAX_ENRICHMENT_OPTIONS) {
    errors.options = `At most ${MAX_ENRICHMENT_OPTIONS} options (${draft.options.length} now)`;
  } else if (draft.options.some((o) => !o.trim())) {
    errors.options = 'Options must not be empty';
  } else if (draft.options.some((o) => o.trim().length > 255)) {
    errors.options = 'Options must be at most 255 characters';
  } else if (new Set(draft.options.map((o) => o.trim())).size !== draft.options.length) {
    errors.options = 'Options must not repeat';
  }
  return errors;
}

/** Options that differ only in case or spacing: allowed, but worth a warning. */
export const optionWarnings = (options: readonly string[]) =>
  nearDuplicateGroups(options).map(
    (g) => `${g.map((o) => `“${o}”`).join(' and ')} differ only in case or spacing`,
  );

/** What a PUT of `after` does to the option list (it replaces the whole list). */
export function optionChanges(before: readonly string[], after: readonly string[]) {
  return {
    removed: before.filter((o) => !after.includes(o)),
    added: after.filter((o) => !before.includes(o)),
  };
}

/** Removed options that mentions still carry, with their counts. */
export function removedInUse(removed: readonly string[], usage: ReadonlyMap<string, number> | undefined) {
  return removed.map((option) => ({ option, count: usage?.get(option) ?? 0 })).filter((r) => r.count > 0);
}

export interface TeamOptionUsage {
  /** Mentions per option, summed over the workspaces counted so far. */
  counts: Map<string, number>;
  /** What the counts cover, in words, said after each count ("in all 12 workspaces, all time"). */
  note: string;
  /** Why the sum can exceed the team's distinct mentions; null with a single workspace. */
  caveat: string | null;
}

/**
 * One enrichment's option usage over every workspace (one map per workspace, undefined while it
 * is counted): the counts say what they cover, and that a mention several workspaces match is
 * counted in each (the service counts per workspace; there is no team-wide count).
 */
export function teamOptionUsage(
  perWorkspace: readonly (ReadonlyMap<string, number> | undefined)[],
  failed = 0,
): TeamOptionUsage {
  const counts = new Map<string, number>();
  let counted = 0;
  for (const usage of perWorkspace) {
    if (!usage) continue;
    counted++;
    for (const [option, n] of usage) counts.set(option, (counts.get(option) ?? 0) + n);
  }
  const all = perWorkspace.length;
  const pending = all - counted - failed;
  const where =
    counted === all
      ? all === 1
        ? 'in the only workspace'
        : `in all ${all} workspaces`
      : `in ${counted} of ${all} workspaces${pending > 0 ? ' so far' : ''}${failed ? ` (${failed} could not be counted)` : ''}`;
  return {
    counts,
    note: `${where}, all time`,
    caveat: all > 1 ? 'A mention matched by several workspaces counts once in each of them.' : null,
  };
}
