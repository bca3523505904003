import { z } from 'zod/mini';

/** What the reference server answers at GET /about (an extension; the real service has none). */
export const REFERENCE_SERVICE = 'narrative-desk-reference';

/**
 * GET /about, public: the reference server names itself and its extensions, so a client can
 * tell it from the real service. In proxy mode the request goes to the upstream like any other.
 */
export const ServerInfoSchema = z.looseObject({
  service: z.literal(REFERENCE_SERVICE),
  /** Extensions beyond the public reference (see README): endpoints, group-bys and parameters. */
  extensions: z.array(z.string()),
});
export type ServerInfo = z.infer<typeof ServerInfoSchema>;
