import { api } from '../../shared/api/client.ts';
import { endSession } from '../../shared/auth/session-store.ts';

// Whether an access token is a support visit's: it carries the `impersonation` claim. The server
// decides what the token may do; the browser only shows the banner.
export function isVisitToken(token: string | null): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)));
    return typeof claims === 'object' && claims !== null && 'impersonation' in claims;
  } catch {
    return false;
  }
}

// POST /auth/logout with a visit's token ends the visit on the server; then the tab forgets it.
export async function endSupportVisit(): Promise<void> {
  await api.post<void>('/auth/logout');
  endSession();
}
