import { api } from '../../../shared/api/client.ts';

export type HandedOverTokens = { access_token: string; refresh_token: string; expires_in: number };

// POST /auth/oidc/complete: trades the code from the URL fragment for tokens. The server also
// wants the cookie it set on this browser at the callback, so a link carrying someone else's
// code signs nobody in.
export function completeOidcSignIn(code: string): Promise<HandedOverTokens> {
  return api.post<HandedOverTokens>('/auth/oidc/complete', { code });
}
