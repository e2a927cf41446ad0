import type { ReactNode } from 'react';
import { Center, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserListParams, UserSortField } from '../api/types.ts';

// A column header that sorts the list: a real button (keyboard), and aria-sort on the header.
export function SortableTh({
  field,
  sort,
  onSort,
  children,
}: {
  field: UserSortField;
  sort: UserListParams['sort'];
  onSort: (field: UserSortField) => void;
  children: string;
}) {
  const { t } = useTranslation('users');
  const active = sort.field === field;
  const Icon: (props: { size: number }) => ReactNode = !active
    ? IconSelector
    : sort.direction === 'asc'
      ? IconChevronUp
      : IconChevronDown;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort} p={0}>
      <UnstyledButton
        onClick={() => onSort(field)}
        px="sm"
        py={8}
        w="100%"
        aria-label={t('sort.by', { column: children })}
      >
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text fw={600} fz="sm">
            {children}
          </Text>
          <Center aria-hidden>
            <Icon size={14} />
          </Center>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
