import { z } from 'zod/mini';
import { tolerantList } from '../tolerant-list';
import { serverSchema } from './common';

export const CUSTOM_ENRICHMENT_TYPES = ['categorical', 'multivalue_categorical', 'integer'] as const;
export const CustomEnrichmentTypeSchema = z.enum(CUSTOM_ENRICHMENT_TYPES, {
  error: 'type must be categorical, multivalue_categorical or integer',
});
export type CustomEnrichmentType = z.infer<typeof CustomEnrichmentTypeSchema>;

export const MAX_ENRICHMENT_OPTIONS = 5000;
export const MAX_ENRICHMENT_NAME = 255;
export const MAX_VALUES_PER_WRITE = 100;

export const CustomEnrichmentSchema = z.looseObject({
  enrichment_id: z.int(),
  name: z.string(),
  type: z.string(),
  constraints: z.looseObject({ enum: z.catch(z.array(z.string()), []) }),
});
export type CustomEnrichment = z.infer<typeof CustomEnrichmentSchema>;
export const CustomEnrichmentListSchema = tolerantList(CustomEnrichmentSchema);

const name = /* @__PURE__ */ serverSchema(() =>
  z
    .string({ error: 'name is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'name must not be empty' }),
      z.maxLength(MAX_ENRICHMENT_NAME, { error: `name must be at most ${MAX_ENRICHMENT_NAME} characters` }),
    ),
);

const option = /* @__PURE__ */ serverSchema(() =>
  z
    .string({ error: 'options must be strings' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'options must not be empty' }),
      z.maxLength(255, { error: 'options must be at most 255 characters' }),
    ),
);

export const optionList = /* @__PURE__ */ serverSchema(() =>
  z.array(option, { error: 'constraints.enum must be an array of strings' }).check(
    z.maxLength(MAX_ENRICHMENT_OPTIONS, { error: `at most ${MAX_ENRICHMENT_OPTIONS} options` }),
    z.refine((opts) => new Set(opts).size === opts.length, { error: 'options must not repeat' }),
  ),
);

export const ConstraintsSchema = /* @__PURE__ */ serverSchema(() =>
  z.object({ enum: optionList }, { error: 'constraints is required, with an enum array' }),
);

export const CreateCustomEnrichmentBodySchema = /* @__PURE__ */ serverSchema(() =>
  z.strictObject({ name, type: CustomEnrichmentTypeSchema, constraints: ConstraintsSchema }).check(
    z.refine((b) => b.type !== 'integer' || b.constraints.enum.length === 0, {
      error: 'integer enrichments take exactly [] as constraints.enum',
      path: ['constraints', 'enum'],
    }),
  ),
);
export type CreateCustomEnrichmentBody = z.input<typeof CreateCustomEnrichmentBodySchema>;

/** PUT: `constraints` required (replaces the option list), `name` optional; `type` cannot change. */
export const UpdateCustomEnrichmentBodySchema = /* @__PURE__ */ serverSchema(() =>
  z.strictObject({
    name: z.optional(name),
    constraints: ConstraintsSchema,
    type: z.optional(CustomEnrichmentTypeSchema),
  }),
);
export type UpdateCustomEnrichmentBody = z.input<typeof UpdateCustomEnrichmentBodySchema>;

export const EnrichmentIdParamSchema = /* @__PURE__ */ serverSchema(() =>
  z.object({
    enrichmentId: z.coerce
      .number({ error: 'enrichmentId must be an integer >= 1' })
      .check(
        z.int({ error: 'enrichmentId must be an integer >= 1' }),
        z.minimum(1, { error: 'enrichmentId must be an integer >= 1' }),
      ),
  }),
);

/** One item of PUT /mentions/customEnrichments (a bare array body, at most 100). */
export const EnrichmentValueItemSchema = /* @__PURE__ */ serverSchema(() =>
  z.strictObject({
    url: z
      .string({ error: 'url is required' })
      .check(z.minLength(1, { error: 'url is required' }), z.maxLength(2048)),
    enrichment_id: z.int({ error: 'enrichment_id must be an integer' }),
    value: z.union(
      [
        z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
        z.int(),
        z
          .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(255)))
          .check(z.minLength(1), z.maxLength(100)),
      ],
      {
        error: 'value must be a string, an array of strings or an integer',
      },
    ),
  }),
);
export type EnrichmentValueItem = z.infer<typeof EnrichmentValueItemSchema>;
export const EnrichmentValuesBodySchema = /* @__PURE__ */ serverSchema(() =>
  z
    .array(EnrichmentValueItemSchema, { error: 'the body must be a JSON array of values' })
    .check(z.minLength(1, { error: 'the body must hold at least one value' })),
);
