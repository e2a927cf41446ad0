import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CustomerCreateInput,
  CustomerStatusActionInput,
  CustomerUpdateInput,
} from '@motorpool/domain/schemas/customer';
import type { CustomerStatusAction } from '@motorpool/domain/status-machines';
import { api } from '../../shared/api/client.ts';
import { customerKeys, customerPath } from './keys.ts';
import type { CustomerView } from './customer-view.ts';

async function refresh(queryClient: QueryClient, saved: CustomerView): Promise<void> {
  queryClient.setQueryData(customerKeys.detail(saved.id), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: customerKeys.activity(saved.id) }),
  ]);
}

// POST /customers: 201; 409 when the e-mail or ID number is taken (details name the field).
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerCreateInput) => api.post<CustomerView>('/customers', body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CustomerUpdateInput }) =>
      api.patch<CustomerView>(customerPath(id), body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// POST /customers/{id}/suspend|activate|blacklist|verify with an optional reason; 409 when
// the customer's status does not allow it.
export function useCustomerStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      body,
    }: {
      id: string;
      action: CustomerStatusAction;
      body: CustomerStatusActionInput;
    }) => api.post<CustomerView>(customerPath(id, `/${action}`), body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}
