// lint-as: apps/web/src/features/vehicles/boundary-fixture.ts
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { vehicleKeys } from '../../api/vehicles/keys.ts';

export function useFixture() {
  const queryClient = useQueryClient();
  void queryClient.invalidateQueries({ queryKey: ['vehicles'] }); // expect: no-restricted-syntax
  void queryClient.invalidateQueries({ queryKey: vehicleKeys.all });
  queryClient.setQueryData(['vehicles', 'detail', 'v1'], null); // expect: no-restricted-syntax
  queryClient.setQueryData(vehicleKeys.detail('v1'), null);
  return useQuery({
    queryKey: [...vehicleKeys.all, 'odometer'], // expect: no-restricted-syntax
    queryFn: () => null,
  });
}
