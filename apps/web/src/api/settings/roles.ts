import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { settingsKeys } from './keys.ts';
import type {
  PermissionsOverview,
  RoleConfiguration,
  RoleImportResult,
  RoleInput,
} from '@motorpool/domain/schemas/role';

const rolePath = (name: string) => `/permissions/roles/${encodeURIComponent(name)}`;

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.roles(),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<PermissionsOverview>('/permissions', { signal }),
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}

// Every role mutation changes who holds what: roles, conflicts and the audit log refresh.
function useRoleMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

export const useCreateRole = () =>
  useRoleMutation((input: RoleInput & { name: string }) => api.post('/permissions/roles', input));

export const useUpdateRole = () =>
  useRoleMutation(({ name, ...input }: RoleInput & { name: string }) =>
    api.put(rolePath(name), input),
  );

export const useDeleteRole = () => useRoleMutation((name: string) => api.delete(rolePath(name)));

export const exportRoles = () => api.get<RoleConfiguration>('/permissions/export');

export const useImportRoles = () =>
  useRoleMutation((configuration: unknown) =>
    api.post<RoleImportResult>('/permissions/import', configuration),
  );
