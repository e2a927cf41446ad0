import { useState } from 'react';
import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { userStatuses, type UserStatus } from '@motorpool/domain/value-lists';
import { tenantRoleNames } from '@motorpool/domain/permissions';
import { useTranslation } from 'react-i18next';
import { usePermissionsOverview } from '../api/get-permissions-overview.ts';
import type { UserListParams } from '../api/types.ts';
import { pageSizes } from './use-list-params.ts';
import { useUserFormat } from './use-user-format.ts';

export const searchDebounceMs = 300;

type ToolbarProps = {
  params: UserListParams;
  onChange: (patch: Partial<UserListParams>) => void;
};

// Search (debounced), status and role filters, and the page size. Any change goes back to page 1.
export function UsersToolbar({ params, onChange }: ToolbarProps) {
  const { t } = useTranslation('users');
  const { roleLabel, statusLabel } = useUserFormat();
  const overview = usePermissionsOverview();
  const [search, setSearch] = useState(params.search);
  const [syncedSearch, setSyncedSearch] = useState(params.search);
  // The address changed the search (clear filters, back button): the box follows it.
  if (params.search !== syncedSearch) {
    setSyncedSearch(params.search);
    setSearch(params.search);
  }
  const commitSearch = useDebouncedCallback((value: string) => {
    onChange({ search: value, page: 1 });
  }, searchDebounceMs);

  const roleOptions = Object.keys(overview.data?.roles ?? {}).filter((r) => r !== 'customer');
  const roles =
    roleOptions.length > 0 ? roleOptions : tenantRoleNames.filter((r) => r !== 'customer');

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 14rem', minWidth: 0, maxWidth: '100%' }}
      />
      <Select
        label={t('list.statusFilter')}
        placeholder={t('list.allStatuses')}
        data={userStatuses.map((status) => ({ value: status, label: statusLabel(status) }))}
        value={params.status}
        onChange={(value) => onChange({ status: (value as UserStatus | null) ?? null, page: 1 })}
        clearable
        style={{ flex: '1 1 9rem', minWidth: 0, maxWidth: '100%' }}
      />
      <MultiSelect
        label={t('list.roleFilter')}
        placeholder={params.roles.length === 0 ? t('list.allRoles') : undefined}
        data={roles.map((role) => ({ value: role, label: roleLabel(role) }))}
        value={params.roles}
        onChange={(value) => onChange({ roles: value, page: 1 })}
        clearable
        style={{ flex: '1 1 12rem', minWidth: 0, maxWidth: '100%' }}
      />
      <Select
        label={t('list.pageSize')}
        data={pageSizes.map((size) => String(size))}
        value={String(params.limit)}
        onChange={(value) => onChange({ limit: Number(value ?? 20), page: 1 })}
        allowDeselect={false}
        w={110}
      />
    </Group>
  );
}
