import { mutationOptions, queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { availableFilterQueries } from './available-filters';
import { whenOffered } from './capabilities';
import { ApiError, apiRequest, NoContentSchema } from './client';
import { mentionQueries } from './mentions';
import {
  CustomEnrichmentListSchema,
  CustomEnrichmentSchema,
  MAX_VALUES_PER_WRITE,
  QueuedResultSchema,
  type CreateCustomEnrichmentBody,
  type CustomEnrichment,
  type EnrichmentValueItem,
  type QueuedResult,
  type UpdateCustomEnrichmentBody,
} from './schemas';

export type {
  CreateCustomEnrichmentBody,
  CustomEnrichment,
  EnrichmentValueItem,
  QueuedResult,
  UpdateCustomEnrichmentBody,
};
export type UpdateCustomEnrichmentInput = UpdateCustomEnrichmentBody & { enrichmentId: number };

export const fetchCustomEnrichments = (signal?: AbortSignal) =>
  whenOffered('customEnrichments', () =>
    apiRequest(CustomEnrichmentListSchema, '/customEnrichments', { signal }),
  );

export const createCustomEnrichment = (body: CreateCustomEnrichmentBody) =>
  whenOffered('customEnrichmentWrites', () =>
    apiRequest(CustomEnrichmentSchema, '/customEnrichments', { method: 'POST', body }),
  );

/** `constraints.enum` replaces the option list: send the full intended list (spec rule 4). */
export const updateCustomEnrichment = ({ enrichmentId, ...body }: UpdateCustomEnrichmentInput) =>
  whenOffered('customEnrichmentWrites', () =>
    apiRequest(CustomEnrichmentSchema, `/customEnrichments/${enrichmentId}`, { method: 'PUT', body }),
  );

export const deleteCustomEnrichment = (enrichmentId: number) =>
  whenOffered('customEnrichmentWrites', () =>
    apiRequest(NoContentSchema, `/customEnrichments/${enrichmentId}`, { method: 'DELETE' }),
  );

/** The public reference sends every value as a string (integers too: `"7"`, not `7`). */
export const toWireValue = (value: EnrichmentValueItem['value']): EnrichmentValueItem['value'] =>
  typeof value === 'number' ? String(value) : value;

/**
 * PUT /mentions/customEnrichments: one atomic batch of at most 100 values. Over a rate limit the
 * ApiError is 429 with `retryAfter` seconds; pacing several batches is the caller's job.
 */
export async function writeEnrichmentValues(items: EnrichmentValueItem[]): Promise<QueuedResult> {
  if (items.length > MAX_VALUES_PER_WRITE) {
    throw new ApiError(413, 'payload_too_large', `at most ${MAX_VALUES_PER_WRITE} values per request`);
  }
  const body = items.map((item) => ({ ...item, value: toWireValue(item.value) }));
  return apiRequest(QueuedResultSchema, '/mentions/customEnrichments', { method: 'PUT', body });
}

export const customEnrichmentQueries = {
  all: () => ['custom-enrichments'] as const,
  list: () =>
    queryOptions({
      queryKey: [...customEnrichmentQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchCustomEnrichments(signal),
    }),
};

/** Definitions feed the filter lists too (custom_enrichments options). */
const refreshDefinitions = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: customEnrichmentQueries.all() }),
    client.invalidateQueries({ queryKey: availableFilterQueries.all() }),
  ]);

export const customEnrichmentMutations = {
  create: mutationOptions({
    mutationFn: createCustomEnrichment,
    onSettled: (_d, _e, _v, _r, { client }) => refreshDefinitions(client),
  }),
  update: mutationOptions({
    mutationFn: updateCustomEnrichment,
    onSettled: (_d, _e, _v, _r, { client }) => refreshDefinitions(client),
  }),
  remove: mutationOptions({
    mutationFn: deleteCustomEnrichment,
    onMutate: async (enrichmentId, { client }) => {
      const key = customEnrichmentQueries.list().queryKey;
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      client.setQueryData(key, (old) => old?.filter((e) => e.enrichment_id !== enrichmentId));
      return { previous };
    },
    onError: (_e, _v, snapshot, { client }) => {
      if (snapshot?.previous) client.setQueryData(customEnrichmentQueries.list().queryKey, snapshot.previous);
    },
    onSettled: (_d, _e, _v, _r, { client }) => refreshDefinitions(client),
  }),
  /** Values live on the mention (every workspace sees them) and new values become filter options. */
  writeValues: mutationOptions({
    mutationFn: writeEnrichmentValues,
    onSuccess: (_d, _v, _r, { client }) =>
      Promise.all([client.invalidateQueries({ queryKey: mentionQueries.all() }), refreshDefinitions(client)]),
  }),
};

export const useDeleteCustomEnrichment = () => useMutation(customEnrichmentMutations.remove);
