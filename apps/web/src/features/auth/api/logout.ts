import { api } from '../../../shared/api/client.ts';

// POST /auth/logout (204): revokes the session server-side.
export function logout(): Promise<void> {
  return api.post<void>('/auth/logout');
}
