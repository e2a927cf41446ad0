import { createContext, useContext } from 'react';
import type { CurrentTenant } from '../api/get-current-tenant.ts';

export const TenantContext = createContext<CurrentTenant | null>(null);

// The resolved tenant; only usable below <TenantGate>, which renders nothing else until it has one.
export function useTenant(): CurrentTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant() must be used below <TenantGate>');
  return tenant;
}
