import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdateInput } from '@motorpool/domain/schemas/user';
import { api } from '../../shared/api/client.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { userKeys } from './keys.ts';

// PATCH /users/{id}: only the fields that changed; an empty password keeps the current one.
export function updateUser(id: string, body: UserUpdateInput): Promise<UserView> {
  return api.patch<UserView>(`/users/${encodeURIComponent(id)}`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserUpdateInput }) => updateUser(id, body),
    onSuccess: (user) => invalidateUser(queryClient, user),
  });
}

// Shared by every mutation that answers with the updated user: the detail gets the fresh copy,
// the lists and the user's activity log are refetched.
export function invalidateUser(
  queryClient: ReturnType<typeof useQueryClient>,
  user: UserView,
): Promise<void> {
  queryClient.setQueryData(userKeys.detail(user.id), user);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: userKeys.activities(user.id) }),
  ]).then(() => undefined);
}
