import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRestore } from '@tabler/icons-react';
import type { PlatformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useTenantStatusAction } from '../../../api/platform-tenants/save-platform-tenant.ts';

// A company waiting for its removal: when it goes, and the way back (it returns inactive).
export function DeletionBanner({ tenant }: { tenant: PlatformTenantView }) {
  const { t } = useTranslation('platform');
  const format = useFormat();
  const move = useTenantStatusAction();
  if (tenant.status !== 'deletion_scheduled') return null;

  const restore = () =>
    move.mutate(
      { id: tenant.id, body: { action: 'restore' } },
      {
        onSuccess: (saved) =>
          notifySuccess(
            t('deletion.banner.restoredTitle'),
            t('deletion.banner.restoredMessage', { name: saved.name }),
          ),
        onError: (error) =>
          notifyFailure(
            t('deletion.banner.failedTitle'),
            t('deletion.banner.failedMessage'),
            error,
          ),
      },
    );

  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('deletion.banner.title')}>
      <Group justify="space-between" align="center" gap="sm">
        <Text fz="sm">
          {t('deletion.banner.body', {
            date: tenant.deletionDueAt ? format.date(tenant.deletionDueAt) : '—',
          })}
        </Text>
        <Button
          variant="white"
          color="red"
          leftSection={<IconRestore size={16} />}
          loading={move.isPending}
          onClick={restore}
        >
          {t('deletion.banner.restore')}
        </Button>
      </Group>
    </Alert>
  );
}
