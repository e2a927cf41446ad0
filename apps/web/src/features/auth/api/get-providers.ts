import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export type AuthProvider = { id: string; label: string };

export const providerKeys = { all: ['auth', 'providers'] as const };

// GET /auth/providers: the social sign-in providers this tenant configured (often none).
export async function getProviders(): Promise<AuthProvider[]> {
  const body = await api.get<{ providers?: unknown }>('/auth/providers');
  if (!Array.isArray(body.providers)) return [];
  return body.providers.filter(
    (p): p is AuthProvider =>
      typeof p === 'object' &&
      p !== null &&
      typeof (p as AuthProvider).id === 'string' &&
      typeof (p as AuthProvider).label === 'string',
  );
}

export function useProvidersQuery(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: providerKeys.all, queryFn: getProviders, staleTime: 10 * 60_000 }),
    enabled,
  });
}
