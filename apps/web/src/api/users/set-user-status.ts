import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserStatus } from '@motorpool/domain/value-lists';
import { api } from '../../shared/api/client.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { invalidateUser } from './update-user.ts';

// POST /users/{id}/status: 409 for a move the user status machine does not allow.
export function setUserStatus(id: string, status: UserStatus): Promise<UserView> {
  return api.post<UserView>(`/users/${encodeURIComponent(id)}/status`, { status });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UserStatus }) => setUserStatus(id, status),
    onSuccess: (user) => invalidateUser(queryClient, user),
  });
}
