import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCreateInput } from '@motorpool/domain/schemas/user';
import { api } from '../../shared/api/client.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { userKeys } from './keys.ts';

// POST /users: 201 with the new user; 409 when the email is taken (details body.email).
export function createUser(body: UserCreateInput): Promise<UserView> {
  return api.post<UserView>('/users', body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
