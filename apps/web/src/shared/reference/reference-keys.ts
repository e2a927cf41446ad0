import type { QueryClient } from '@tanstack/react-query';

// Data one feature owns and others read (the company's currency, its settings). It lives under its own keys, not the reader's, so that the owner's
// mutations can refresh every reader at once.
export const referenceKeys = {
  // The company: its record (the tenant gate's, keyed under this too) and its settings, so one
  // refresh after the company is edited reaches every reader.
  tenant: () => ['tenant'] as const,
  tenantSettings: () => [...referenceKeys.tenant(), 'settings'] as const,
};

/** After the company's own record (its currency, settings) is changed. */
export function refreshTenantReference(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: referenceKeys.tenant() });
}
