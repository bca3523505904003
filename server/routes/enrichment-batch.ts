import type { z } from 'zod';
import { MAX_ENRICHMENT_OPTIONS, type EnrichmentValuesBodySchema } from '../../src/api/schemas';
import type { Db } from '../db/open';
import { getEnrichment, type EnrichmentRow } from '../db/repositories/custom-enrichments';
import { visibleMentionIdsByUrl, type ResolvedValue } from '../db/repositories/enrichment-values';
import { ApiHttpError } from '../http/errors';

export interface ResolvedBatch {
  values: ResolvedValue[];
  /** Options to register per enrichment (pushed values not yet listed). */
  newOptions: Map<number, string[]>;
}

const bad = (index: number, field: string, reason: string) =>
  new ApiHttpError(400, 'invalid_body', `item ${index}: ${reason}`, `${index}.${field}`);

/** The item's value as stored strings, checked against the enrichment's type. */
function valuesFor(index: number, e: EnrichmentRow, value: string | number | string[]): string[] {
  if (e.type === 'integer') {
    // The public reference sends every value as a string ("7"); a JSON integer is accepted too.
    const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
    if (typeof n !== 'number' || !Number.isSafeInteger(n))
      throw bad(
        index,
        'value',
        `value must be an integer (or its decimal string) for the integer enrichment ${e.id}`,
      );
    return [String(n)];
  }
  if (e.type === 'multivalue_categorical') {
    if (!Array.isArray(value))
      throw bad(
        index,
        'value',
        `value must be an array of strings for the multivalue_categorical enrichment ${e.id}`,
      );
    return [...new Set(value)];
  }
  if (typeof value !== 'string')
    throw bad(index, 'value', `value must be a string for the categorical enrichment ${e.id}`);
  return [value];
}

/**
 * Checks every item of a batch before anything is written (the batch is atomic): the enrichment
 * is the team's and live, the url names a mention the team can see, the value fits the type, and
 * auto-registered options stay within the cap. Throws a 400 naming the first bad item.
 */
export function resolveBatch(
  db: Db,
  teamId: number,
  items: z.output<typeof EnrichmentValuesBodySchema>,
): ResolvedBatch {
  const enrichments = new Map<number, EnrichmentRow | undefined>();
  const newOptions = new Map<number, string[]>();
  const values = items.map((item, index): ResolvedValue => {
    if (!enrichments.has(item.enrichment_id))
      enrichments.set(item.enrichment_id, getEnrichment(db, teamId, item.enrichment_id));
    const e = enrichments.get(item.enrichment_id);
    if (!e)
      throw bad(
        index,
        'enrichment_id',
        `enrichment_id ${item.enrichment_id} is not a live custom enrichment of your team`,
      );
    const mentionIds = visibleMentionIdsByUrl(db, teamId, item.url);
    if (mentionIds.length === 0) throw bad(index, 'url', 'url does not identify a mention your team can see');
    const strings = valuesFor(index, e, item.value);
    if (e.type !== 'integer') {
      const added = newOptions.get(e.id) ?? [];
      for (const v of strings) if (!e.options.includes(v) && !added.includes(v)) added.push(v);
      if (e.options.length + added.length > MAX_ENRICHMENT_OPTIONS) {
        throw bad(index, 'value', `enrichment ${e.id} would exceed ${MAX_ENRICHMENT_OPTIONS} options`);
      }
      newOptions.set(e.id, added);
    }
    return { mentionIds, enrichmentId: e.id, values: strings };
  });
  return { values, newOptions };
}
