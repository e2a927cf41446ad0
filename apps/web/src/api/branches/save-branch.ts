import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BranchView,
  BranchCreateInput,
  BranchUpdateInput,
} from '@motorpool/domain/schemas/branch';
import { api } from '../../shared/api/client.ts';
import { branchKeys, branchPath } from './keys.ts';

// The branch's lists, every feature's branch options among them (branch-options.ts).
async function refresh(queryClient: QueryClient, saved?: BranchView): Promise<void> {
  if (saved) queryClient.setQueryData(branchKeys.detail(saved.id), saved);
  await queryClient.invalidateQueries({ queryKey: branchKeys.lists() });
}

// POST /branches: 201; 409 when the code is taken (details body.code).
export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BranchCreateInput) => api.post<BranchView>('/branches', body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

export function useUpdateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BranchUpdateInput }) =>
      api.patch<BranchView>(branchPath(id), body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// DELETE /branches/{id}: 204; 409 while the branch still has vehicles.
export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(branchPath(id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: branchKeys.detail(id) });
      return refresh(queryClient);
    },
  });
}
