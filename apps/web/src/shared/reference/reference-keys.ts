import type { QueryClient } from '@tanstack/react-query';

// Data one feature owns and others read (the branches a vehicle or a user belongs to, the
// company's currency). It lives under its own keys, not the reader's, so that the owner's
// mutations can refresh every reader at once.
export const referenceKeys = {
  branches: () => ['reference', 'branches'] as const,
  branchOptions: () => [...referenceKeys.branches(), 'options'] as const,
  branchSearch: (params: string) => [...referenceKeys.branches(), 'search', params] as const,
  branch: (id: string) => [...referenceKeys.branches(), 'one', id] as const,
  // The company: its record (the tenant gate's, keyed under this too) and its settings, so one
  // refresh after the company is edited reaches every reader.
  tenant: () => ['tenant'] as const,
  tenantSettings: () => [...referenceKeys.tenant(), 'settings'] as const,
};

/** After a branch is created, changed or deleted. */
export function refreshBranchReference(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: referenceKeys.branches() });
}

/** After the company's own record (its currency, settings) is changed. */
export function refreshTenantReference(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: referenceKeys.tenant() });
}
