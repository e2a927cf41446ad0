// Reads the claims the browser needs from an access token. The server checks the signature; the
// browser only times its refresh and shows who it is.
function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function jwtExpiry(token: string): number | null {
  const exp = jwtClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** A support visit's token: it carries the visit and has no refresh token by design. */
export function isVisitToken(token: string | null): boolean {
  return token !== null && jwtClaims(token)?.impersonation !== undefined;
}
