import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthUserView,
  ChangePasswordInput,
  ProfileUpdateInput,
} from '@motorpool/domain/schemas/auth';
import type { CustomerProfileFieldsInput, CustomerView } from '@motorpool/domain/schemas/customer';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { authKeys } from '../../shared/auth/get-profile.ts';
import { parseAuthUser, setSessionUser } from '../../shared/auth/session-store.ts';
import { profileKeys } from './keys.ts';

// GET /auth/profile, as the API answers it: a customer account carries its customer record.
export type Profile = AuthUserView & { customer?: CustomerView };

export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.own(),
    meta: ownsItsErrors,
    queryFn: () => api.get<Profile>('/auth/profile'),
  });

export function useOwnProfile(enabled = true) {
  return useQuery({ ...ownProfileQueryOptions(), enabled });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput & CustomerProfileFieldsInput) =>
      api.patch<Profile>('/auth/profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryOptions().queryKey, profile);
      // the header shows the name from the session
      const user = parseAuthUser(profile);
      if (user) setSessionUser(user);
      void queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}

export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      api.post<{ changed: true }>('/auth/change-password', body),
  });
}

// The driver's details a booking asks for, saved on the customer's own profile.
export function useSaveDriver() {
  return useMutation({
    mutationFn: (body: Record<string, string>) => api.patch<Profile>('/auth/profile', body),
  });
}
