import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { BranchView } from '@motorpool/domain/schemas/fleet-views';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { useBranch } from '../../branches/api/get-branch.ts';
import { branchKeys } from '../../branches/api/branch-keys.ts';

/** Roles that work at one branch (SPEC §3 User.branch). */
export const branchScopedRoles = ['manager', 'staff', 'employee'];

// The user's branch: searchable, optional; the chosen branch stays listed while searching.
export function UserFormBranch(props: Omit<SelectProps, 'data'> & { value?: string | null }) {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 250);
  const params = new URLSearchParams({ limit: '20', sort: 'name:asc', search: query }).toString();
  const branches = useQuery({
    queryKey: branchKeys.list(params),
    queryFn: ({ signal }) => api.get<ListResponse<BranchView>>(`/branches?${params}`, { signal }),
  });
  const chosen = useBranch(props.value ?? '');
  const options = new Map<string, string>();
  if (chosen.data) options.set(chosen.data.id, `${chosen.data.name} (${chosen.data.code})`);
  for (const b of branches.data?.data ?? []) options.set(b.id, `${b.name} (${b.code})`);
  return (
    <Select
      {...props}
      label={t('detail.fields.branch')}
      placeholder={t('notSet')}
      data={[...options].map(([value, label]) => ({ value, label }))}
      searchable
      clearable
      onSearchChange={(text) => setSearch(options.get(props.value ?? '') === text ? '' : text)}
      nothingFoundMessage={branches.isFetching ? undefined : t('notSet')}
    />
  );
}
