import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { userKeys } from './keys.ts';

// PATCH /permissions/users/{userId}/permissions: replaces the permissions granted to the user
// directly (needs roles:assign; only permissions the caller holds may change, 403 otherwise).
export function grantUserPermissions(userId: string, permissions: string[]): Promise<unknown> {
  return api.patch<unknown>(`/permissions/users/${encodeURIComponent(userId)}/permissions`, {
    permissions,
  });
}

export function useGrantUserPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, permissions }: { userId: string; permissions: string[] }) =>
      grantUserPermissions(userId, permissions),
    // The answer's shape is not the user's, so the detail is refetched rather than replaced;
    // its effective permissions and activity log changed too.
    onSuccess: (_result, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
      ]),
  });
}
