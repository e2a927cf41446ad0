import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useBranchOption, useBranchSearch } from '../../../api/branches/branch-options.ts';

/** Roles that work at one branch (the user's `branch`). */
export const branchScopedRoles = ['manager', 'staff', 'employee'];

// The user's branch: searchable, optional; the chosen branch stays listed while searching.
export function UserFormBranch(props: Omit<SelectProps, 'data'> & { value?: string | null }) {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 250);
  const branches = useBranchSearch(query);
  const chosen = useBranchOption(props.value ?? '');
  const options = new Map<string, string>();
  if (chosen.data) options.set(chosen.data.id, `${chosen.data.name} (${chosen.data.code})`);
  for (const b of branches.data ?? []) options.set(b.id, `${b.name} (${b.code})`);
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
