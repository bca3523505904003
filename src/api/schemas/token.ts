import { z } from 'zod/mini';
import { serverSchema } from './common';

export const TokenRequestSchema = /* @__PURE__ */ serverSchema(() =>
  z.object({
    username: z.string().check(z.minLength(1, { error: 'username is required' })),
    password: z.string().check(z.minLength(1, { error: 'password is required' })),
    client_id: z.string().check(z.minLength(1, { error: 'client_id is required' })),
  }),
);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/** PascalCase keys, as the public reference shows. ExpiresIn is in seconds. */
export const TokenResponseSchema = z.looseObject({
  Token: z.string().check(z.minLength(1)),
  ExpiresIn: z.int().check(z.positive()),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** Claims of the JWT the reference server issues (HS256). The real service may carry others. */
export const TokenClaimsSchema = /* @__PURE__ */ serverSchema(() =>
  z.looseObject({
    sub: z.optional(z.string()),
    team: z.optional(z.union([z.string(), z.number()])),
    exp: z.optional(z.number()),
  }),
);
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;
