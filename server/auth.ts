import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { getMeta, setMeta, type Db } from './db/open';

export const TOKEN_LIFETIME_S = 3600;

/** The caller of an authenticated request. Every repository call is scoped by `teamId`. */
export interface Caller {
  userId: number;
  username: string;
  teamId: number;
}

/** The HS256 signing secret: generated on first start and kept in the database. */
export function signingSecret(db: Db): Uint8Array {
  let hex = getMeta(db, 'jwt_secret');
  if (!hex) {
    hex = randomBytes(32).toString('hex');
    setMeta(db, 'jwt_secret', hex);
  }
  return Buffer.from(hex, 'hex');
}

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}
const SCRYPT: ScryptParams = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** A key derivation: the server's own password lane (server/password-lane.ts) or libuv's pool. */
export type Kdf = (password: string, salt: Buffer, length: number, params: ScryptParams) => Promise<Buffer>;

/**
 * scrypt on libuv's shared thread pool: for the accounts CLI, which serves no one meanwhile. The
 * server hashes on its own lane instead, so that sign-ins never hold the pool token checks use.
 */
export const scryptOnLibuvPool: Kdf = (password, salt, length, params) =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, length, params, (err, key) => (err ? reject(err) : resolve(key))),
  );

const encode = (salt: Buffer, hash: Buffer) =>
  `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;

export async function hashPassword(password: string, kdf: Kdf = scryptOnLibuvPool): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await kdf(password, salt, KEY_LENGTH, SCRYPT));
}

/** The same hash, synchronously: only for the demo seed, which runs before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, SCRYPT));
}

export async function verifyPassword(
  password: string,
  stored: string,
  kdf: Kdf = scryptOnLibuvPool,
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  // A stored hash never asks for more work than this server's own (a tampered row cannot stall it).
  if (params.N > SCRYPT.N || params.r > SCRYPT.r || params.p > SCRYPT.p) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await kdf(password, Buffer.from(salt, 'base64'), expected.length, params);
  if (actual.length !== expected.length) return false;
  return timingSafeEqual(actual, expected);
}

export async function issueToken(secret: Uint8Array, caller: Caller, nowMs: number) {
  const iat = Math.floor(nowMs / 1000);
  // `preferred_username` (OIDC's login-name claim) is what the dashboard shows as "signed in as".
  const token = await new SignJWT({
    team: caller.teamId,
    name: caller.username,
    preferred_username: caller.username,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(caller.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_S)
    .sign(secret);
  return { Token: token, ExpiresIn: TOKEN_LIFETIME_S };
}

/** Clock skew tolerated between the issuing and the verifying clock (s). */
const CLOCK_TOLERANCE_S = 60;
const POSITIVE_ID = /^[1-9][0-9]{0,14}$/;
const isPositiveInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/**
 * Verifies a bearer token; returns the caller or undefined (expired, forged, malformed). Claims
 * are read strictly, never coerced: `sub` a decimal id string, `team` a positive integer, `iat`
 * and `exp` numbers; and a token may not live longer than this server issues them for, so a
 * correctly signed token with a 100-year expiry is refused.
 */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  nowMs: number,
): Promise<{ userId: number; teamId: number; expiresAtMs: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
      // A token that never expires is refused, however it was signed.
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { sub, team, exp, iat } = payload;
    if (typeof sub !== 'string' || !POSITIVE_ID.test(sub) || !isPositiveInt(team)) return undefined;
    if (typeof exp !== 'number' || typeof iat !== 'number') return undefined;
    // Issued in the future (beyond skew), or for longer than this server ever issues a token.
    if (iat > nowMs / 1000 + CLOCK_TOLERANCE_S || exp - iat > TOKEN_LIFETIME_S) return undefined;
    return { userId: Number(sub), teamId: team, expiresAtMs: exp * 1000 };
  } catch (e) {
    if (e instanceof joseErrors.JOSEError || e instanceof TypeError) return undefined;
    throw e;
  }
}
