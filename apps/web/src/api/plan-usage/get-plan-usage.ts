import type { PlanUsageView } from '@motorpool/domain/schemas/plan-usage';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { planUsageKeys } from './keys.ts';

// The company's plan and what counts against it (settings:read).
export function usePlanUsage(enabled = true) {
  return useQuery({
    queryKey: planUsageKeys.all,
    queryFn: ({ signal }) => api.get<PlanUsageView>('/tenants/current/usage', { signal }),
    enabled,
  });
}
