import { z } from 'zod';
import { LocationLevelSchema, limitParam, offsetParam } from './common';
import { tolerantList } from '../tolerant-list';

export const STANDARD_TYPES = [
  'un_m49',
  'iso_3166_1_alpha2',
  'iso_3166_1_alpha3',
  'iso_3166_2_us',
  'fips',
  'geonames_id',
] as const;

export const LocationSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  level: LocationLevelSchema,
  parent_id: z.number().int().nullable(),
  parent_level: LocationLevelSchema.nullable(),
  key: z.string(),
  standard: z.array(z.looseObject({ type: z.string(), code: z.string() })).catch([]),
});
export type Location = z.infer<typeof LocationSchema>;

export const LocationPageSchema = z.looseObject({
  name: z.string(),
  pagination: z.looseObject({
    limit: z.number().int(),
    offset: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  }),
  results: tolerantList(LocationSchema),
});
export type LocationPage = z.infer<typeof LocationPageSchema>;

const levelParam = z.enum(LocationLevelSchema.options, {
  error: 'must be one of region, subregion, country, state, county, city',
});

/**
 * GET /locations parameters with the spec's six 400 rules. Rule 3 (a bad level/parent_level) and
 * rule 6 (limit/offset) fail on the field itself; the combination rules are checked below.
 */
export const LocationsQuerySchema = z
  .object({
    level: levelParam.optional(),
    query: z.string().min(2, { error: 'must be at least 2 characters' }).max(200).optional(),
    parent_id: z.coerce
      .number({ error: 'must be an integer' })
      .int({ error: 'must be an integer' })
      .optional(),
    parent_level: z.string().optional(),
    limit: limitParam(500, 100),
    offset: offsetParam.default(0),
  })
  .superRefine((q, ctx) => {
    if (q.level === undefined && q.query === undefined && q.parent_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['level'],
        message: 'level, query or parent_id is required (at least one)',
      });
    }
    if (q.level !== undefined && q.parent_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['parent_id'], message: 'cannot be combined with level' });
    }
    if (q.parent_id !== undefined && q.parent_level === undefined) {
      ctx.addIssue({ code: 'custom', path: ['parent_level'], message: 'is required with parent_id' });
    }
    if (q.parent_level !== undefined && !levelParam.safeParse(q.parent_level).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['parent_level'],
        message: 'must be one of region, subregion, country, state, county, city',
      });
    }
  });
export type LocationsQuery = z.input<typeof LocationsQuerySchema>;
