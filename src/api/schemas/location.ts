import { z } from 'zod/mini';
import { LocationLevelSchema, limitParam, offsetParam } from './common';
import { tolerantList } from '../tolerant-list';

export const LocationSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  level: LocationLevelSchema,
  parent_id: z.nullable(z.int()),
  parent_level: z.nullable(LocationLevelSchema),
  key: z.string(),
  standard: z.catch(z.array(z.looseObject({ type: z.string(), code: z.string() })), []),
});
export type Location = z.infer<typeof LocationSchema>;

export const LocationPageSchema = z.looseObject({
  name: z.string(),
  pagination: z.looseObject({
    limit: z.int(),
    offset: z.int(),
    total: z.int(),
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
    level: z.optional(levelParam),
    query: z.optional(
      z.string().check(z.minLength(2, { error: 'must be at least 2 characters' }), z.maxLength(200)),
    ),
    parent_id: z.optional(
      z.coerce.number({ error: 'must be an integer' }).check(z.int({ error: 'must be an integer' })),
    ),
    parent_level: z.optional(z.string()),
    limit: limitParam(500, 100),
    offset: z._default(offsetParam, 0),
  })
  .check(
    z.superRefine((q, ctx) => {
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
    }),
  );
export type LocationsQuery = z.input<typeof LocationsQuerySchema>;
