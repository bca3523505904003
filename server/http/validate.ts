import { z } from 'zod';
import { ApiHttpError } from './errors';

type Kind = 'query' | 'body' | 'params';

/** The schema's own type under optional/default/catch wrappers ('array', 'number', …). */
function baseType(schema: z.core.$ZodType | undefined): string | undefined {
  let s = schema as { def?: { type: string; innerType?: unknown } } | undefined;
  while (s?.def && ['optional', 'default', 'nullable', 'catch', 'prefault'].includes(s.def.type)) {
    s = s.def.innerType as typeof s;
  }
  return s?.def?.type;
}

const isArraySchema = (schema: z.core.$ZodType | undefined) => baseType(schema) === 'array';

/** A path id as the server writes it: a positive integer in plain decimal, no sign, zero, space or exponent. */
const CANONICAL_ID = /^[1-9][0-9]{0,14}$/;

/**
 * Numeric path parameters must be canonical: `02`, `+2`, ` 2`, `0x2`, `2e0` and `2.0` name no
 * resource (404), rather than reaching object 2 through a number parser.
 */
function checkCanonicalIds(schema: z.core.$ZodType, params: unknown): void {
  const raw = (params ?? {}) as Record<string, unknown>;
  for (const [key, s] of Object.entries(shapeOf(schema))) {
    const value = raw[key];
    if (baseType(s) === 'number' && !(typeof value === 'string' && CANONICAL_ID.test(value))) {
      throw new ApiHttpError(
        404,
        'not_found',
        `no such ${key.replace(/Id$/, '')}: ids are positive integers in plain decimal`,
        key,
      );
    }
  }
}

function shapeOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> {
  return ((schema as unknown as { shape?: Record<string, z.core.$ZodType> }).shape ?? {}) as Record<
    string,
    z.core.$ZodType
  >;
}

/**
 * Query strings arrive as `key[]=v` or repeated `key=v` (real-api.md §1). The raw pairs are
 * folded into an object where array parameters are arrays and the others single strings; a
 * single-valued parameter given twice is a 400 rather than a silent pick.
 */
export function foldQuery(search: string, schema: z.core.$ZodType): Record<string, string | string[]> {
  const shape = shapeOf(schema);
  // No prototype: `toString`, `constructor` or `__proto__` are parameter names like any other
  // (an inherited member must not read as "given already", nor `__proto__` set a prototype).
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [rawKey, value] of new URLSearchParams(search)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const isArray = Object.hasOwn(shape, key) && isArraySchema(shape[key]);
    if (isArray) {
      const prev = out[key];
      out[key] = Array.isArray(prev) ? [...prev, value] : [value];
    } else if (key in out) {
      throw new ApiHttpError(400, 'invalid_parameter', `${key} must be given only once`, key);
    } else {
      out[key] = value;
    }
  }
  return out;
}

function describe(issue: z.core.$ZodIssue, kind: Kind): { message: string; param?: string } {
  const path = issue.path.map(String);
  // Query keys contain dots themselves (locations.city); the first segment is the parameter.
  const param = kind === 'body' ? path.join('.') : path[0];
  const field = path.filter((p) => !/^\d+$/.test(p)).at(-1);
  const msg = issue.message;
  if (!param) return { message: msg };
  // Items of a bare-array body (PUT /mentions/customEnrichments) are named by index first.
  if (kind === 'body' && /^\d+$/.test(path[0] ?? '')) {
    const named = field && msg.startsWith(field + ' ');
    return { message: `item ${path[0]}: ${field && !named ? `${field} ` : ''}${msg}`, param };
  }
  if (field && (msg.startsWith(field + ' ') || msg.startsWith(param + ' '))) return { message: msg, param };
  return { message: `${param} ${msg}`, param };
}

/** Parses input with a contract schema; a failure becomes a 400 naming the parameter. */
export function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown, kind: Kind): z.output<S> {
  if (kind === 'params') checkCanonicalIds(schema, input);
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const { message, param } = first ? describe(first, kind) : { message: 'invalid input', param: undefined };
  throw new ApiHttpError(400, kind === 'body' ? 'invalid_body' : 'invalid_parameter', message, param);
}

/** Parses the raw query string of a request URL with a contract schema. */
export function parseQuery<S extends z.core.$ZodType>(schema: S, url: string): z.output<S> {
  const q = url.indexOf('?');
  return parseWith(schema, foldQuery(q === -1 ? '' : url.slice(q + 1), schema), 'query');
}
