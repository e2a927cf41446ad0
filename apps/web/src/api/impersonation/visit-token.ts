import { api } from '../../shared/api/client.ts';
import { endSession } from '../../shared/auth/session-store.ts';

// POST /auth/logout with a visit's token ends the visit on the server; then the tab forgets it.
export async function endSupportVisit(): Promise<void> {
  await api.post<void>('/auth/logout');
  endSession();
}
