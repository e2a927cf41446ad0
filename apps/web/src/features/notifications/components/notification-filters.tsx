import { Button, Checkbox, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import {
  notificationCategories,
  notificationPriorities,
  notificationTypes,
} from '@motorpool/domain/platform-lists';
import { useTranslation } from 'react-i18next';
import {
  hasFilters,
  noFilters,
  type NotificationFilters,
  type ReadFilter,
} from '../../../api/notifications/list-filters.ts';

// The list's filters: type, category, priority, read or unread, archived.
export function NotificationFiltersBar({
  filters,
  onChange,
}: {
  filters: NotificationFilters;
  onChange: (filters: NotificationFilters) => void;
}) {
  const { t } = useTranslation('notifications');
  const set = (patch: Partial<NotificationFilters>) => onChange({ ...filters, ...patch });
  const any = t('list.any');
  return (
    <Stack gap="sm" role="group" aria-label={t('list.filters')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('list.type')}
          w={{ base: '100%', xs: 160 }}
          data={notificationTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
          value={filters.type}
          placeholder={any}
          clearable
          onChange={(value) => set({ type: value as NotificationFilters['type'] })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('list.category')}
          w={{ base: '100%', xs: 190 }}
          data={notificationCategories.map((value) => ({
            value,
            label: t(`categories.${value}`),
          }))}
          value={filters.category}
          placeholder={any}
          clearable
          onChange={(value) => set({ category: value as NotificationFilters['category'] })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('list.priority')}
          w={{ base: '100%', xs: 150 }}
          data={notificationPriorities.map((value) => ({
            value,
            label: t(`priorities.${value}`),
          }))}
          value={filters.priority}
          placeholder={any}
          clearable
          onChange={(value) => set({ priority: value as NotificationFilters['priority'] })}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Group gap="md" align="center" wrap="wrap">
        <Stack gap={4}>
          <Text component="span" fz="sm" fw={500} id="notification-read-filter">
            {t('list.status')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="notification-read-filter"
            value={filters.read}
            onChange={(value) => set({ read: value as ReadFilter })}
            data={[
              { value: 'all', label: any },
              { value: 'unread', label: t('list.unread') },
              { value: 'read', label: t('list.read') },
            ]}
          />
        </Stack>
        <Checkbox
          mt="lg"
          label={t('list.showArchived')}
          checked={filters.archived}
          onChange={(event) => set({ archived: event.currentTarget.checked })}
        />
        {hasFilters(filters) ? (
          <Button
            mt="lg"
            variant="subtle"
            size="xs"
            leftSection={<IconFilterOff size={14} aria-hidden />}
            onClick={() => onChange(noFilters)}
          >
            {t('list.clearFilters')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
