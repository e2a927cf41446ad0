import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomDomainView } from '@motorpool/domain/schemas/custom-domain';
import { api } from '../../shared/api/client.ts';
import { settingsKeys } from './keys.ts';

const path = '/tenants/current/domain';

export function useCustomDomain() {
  return useQuery({
    queryKey: settingsKeys.customDomain(),
    queryFn: ({ signal }) => api.get<CustomDomainView>(path, { signal }),
  });
}

// Every change answers the domain's new state, which replaces the cached one.
function useDomainChange<Input>(request: (input: Input) => Promise<CustomDomainView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (view) => queryClient.setQueryData(settingsKeys.customDomain(), view),
  });
}

export const useClaimCustomDomain = () =>
  useDomainChange((domain: string) => api.put<CustomDomainView>(path, { domain }));

export const useVerifyCustomDomain = () =>
  useDomainChange(() => api.post<CustomDomainView>(`${path}/verify`));

export const useRemoveCustomDomain = () =>
  useDomainChange(async () => {
    await api.delete<unknown>(path);
    return { domain: null, status: 'none', verifiedAt: null, record: null } as const;
  });
