import { createHmac, timingSafeEqual } from 'node:crypto';

// Compact HS256 JSON Web Tokens: the access token carries sub and exp plus the
// tenant, roles and session family it was issued for.
/** A support visit: the platform's super administrator acting inside a company. */
export type ImpersonationClaim = { id: string; platformUserId: string };

export type AccessTokenClaims = {
  sub: string;
  /** tenant id; null for a platform super administrator */
  tid: string | null;
  roles: string[];
  /** session family id */
  sid: string;
  /** present only on a support visit's token, which has no refresh token */
  impersonation?: ImpersonationClaim;
  iat: number;
  exp: number;
};

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signAccessToken(
  claims: Omit<AccessTokenClaims, 'iat' | 'exp'>,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const payload = b64(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${b64(signature)}`;
}

export function verifyAccessToken(
  token: string,
  secret: string,
  now = Date.now(),
): AccessTokenClaims | null {
  const [h, p, s] = token.split('.');
  if (!h || !p || !s || h !== header) return null;
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: AccessTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as AccessTokenClaims;
  } catch {
    return null;
  }
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
  if (claims.exp * 1000 <= now) return null;
  return claims;
}
