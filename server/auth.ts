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

const SCRYPT = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** scrypt on libuv's thread pool: a sign-in never holds the event loop for its ~50 ms of hashing. */
function scryptAsync(password: string, salt: Buffer, length: number, params: typeof SCRYPT): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, params, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

const encode = (salt: Buffer, hash: Buffer) =>
  `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(password, salt, KEY_LENGTH, SCRYPT));
}

/** The same hash, synchronously: only for the demo seed, which runs before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, SCRYPT));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  // A stored hash never asks for more work than this server's own (a tampered row cannot stall it).
  if (params.N > SCRYPT.N || params.r > SCRYPT.r || params.p > SCRYPT.p) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, params);
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

/** Verifies a bearer token; returns the caller or undefined (expired, forged, malformed). */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  nowMs: number,
): Promise<{ userId: number; teamId: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
      // A token that never expires is refused, however it was signed.
      requiredClaims: ['exp', 'sub'],
    });
    const userId = Number(payload.sub);
    const teamId = Number(payload.team);
    if (!Number.isInteger(userId) || !Number.isInteger(teamId)) return undefined;
    return { userId, teamId };
  } catch (e) {
    if (e instanceof joseErrors.JOSEError || e instanceof TypeError) return undefined;
    throw e;
  }
}
