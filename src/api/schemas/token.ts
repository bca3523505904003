import { z } from 'zod';
import { serverSchema } from './common';

export const TokenRequestSchema = /* @__PURE__ */ serverSchema(() =>
  z.object({
    username: z.string().min(1, { error: 'username is required' }),
    password: z.string().min(1, { error: 'password is required' }),
    client_id: z.string().min(1, { error: 'client_id is required' }),
  }),
);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/** PascalCase keys, as the public reference shows. ExpiresIn is in seconds. */
export const TokenResponseSchema = z.looseObject({
  Token: z.string().min(1),
  ExpiresIn: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** Claims of the JWT the reference server issues (HS256). The real service may carry others. */
export const TokenClaimsSchema = /* @__PURE__ */ serverSchema(() =>
  z.looseObject({
    sub: z.string().optional(),
    team: z.union([z.string(), z.number()]).optional(),
    exp: z.number().optional(),
  }),
);
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;
