import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { userKeys } from './keys.ts';

// PATCH /permissions/users/{userId}/roles: replaces the user's roles (needs roles:assign).
export function assignUserRoles(userId: string, roles: string[]): Promise<unknown> {
  return api.patch<unknown>(`/permissions/users/${encodeURIComponent(userId)}/roles`, { roles });
}

export function useAssignUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roles }: { userId: string; roles: string[] }) =>
      assignUserRoles(userId, roles),
    // The answer's shape is not the user's, so the detail is refetched rather than replaced.
    onSuccess: (_result, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
      ]),
  });
}
