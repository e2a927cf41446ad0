import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { userKeys } from './keys.ts';

export type SetPasswordInput = { password: string; confirmPassword: string };

// POST /users/{id}/password: an administrator sets a new password for the user.
export function changeUserPassword(id: string, body: SetPasswordInput): Promise<{ changed: true }> {
  return api.post<{ changed: true }>(`/users/${encodeURIComponent(id)}/password`, body);
}

export function useChangeUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SetPasswordInput }) =>
      changeUserPassword(id, body),
    // passwordChangedAt and the activity log changed.
    onSuccess: (_result, { id }) =>
      queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
  });
}
