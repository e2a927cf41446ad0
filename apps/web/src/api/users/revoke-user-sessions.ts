import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { userKeys } from './keys.ts';

// DELETE /sessions/admin/{userId}: signs the user out everywhere.
export function revokeUserSessions(userId: string): Promise<{ revoked: number }> {
  return api.delete<{ revoked: number }>(`/sessions/admin/${encodeURIComponent(userId)}`);
}

export function useRevokeUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeUserSessions,
    onSuccess: (_result, userId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.sessions(userId) }),
        queryClient.invalidateQueries({ queryKey: userKeys.activities(userId) }),
      ]),
  });
}
