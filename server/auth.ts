import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
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

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

export async function issueToken(secret: Uint8Array, caller: Caller, nowMs: number) {
  const iat = Math.floor(nowMs / 1000);
  // `preferred_username` (OIDC's login-name claim) is what the dashboard shows as "signed in as".
  const token = await new SignJWT({ team: caller.teamId, name: caller.username, preferred_username: caller.username })
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
