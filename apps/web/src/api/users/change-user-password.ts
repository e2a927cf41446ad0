import type { UserPasswordSetInput } from '@motorpool/domain/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { userKeys } from './keys.ts';

// POST /users/{id}/password: an administrator sets a new password for the user.
export function changeUserPassword(
  id: string,
  body: UserPasswordSetInput,
): Promise<{ changed: true }> {
  return api.post<{ changed: true }>(`/users/${encodeURIComponent(id)}/password`, body);
}

export function useChangeUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserPasswordSetInput }) =>
      changeUserPassword(id, body),
    // passwordChangedAt and the activity log changed.
    onSuccess: (_result, { id }) =>
      queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
  });
}
