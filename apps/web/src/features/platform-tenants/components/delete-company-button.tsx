import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { PlatformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import { tenantMachine } from '@motorpool/domain/status-machines';
import { deletionGraceDays } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useDeletePlatformTenant } from '../../../api/platform-tenants/delete-platform-tenants.ts';
import { ExportButton } from './export-button.tsx';

const day = 86_400_000;

// "Delete company": a confirmation that states the grace and offers the company's data first.
// The company is only scheduled; the removal comes after the grace, unless it is restored.
export function DeleteCompanyButton({ tenant }: { tenant: PlatformTenantView }) {
  const { t } = useTranslation('platform');
  const format = useFormat();
  const remove = useDeletePlatformTenant();
  const [opened, setOpened] = useState(false);
  if (!tenantMachine.actions.scheduleDeletion.from.includes(tenant.status)) return null;

  const due = format.date(new Date(Date.now() + deletionGraceDays * day).toISOString());
  const confirm = () =>
    remove.mutate(tenant.id, {
      onSuccess: (saved) => {
        setOpened(false);
        notifySuccess(
          t('deletion.delete.doneTitle'),
          t('deletion.delete.doneMessage', {
            name: saved.name,
            date: saved.deletionDueAt ? format.date(saved.deletionDueAt) : due,
          }),
        );
      },
      onError: (error) =>
        notifyFailure(t('deletion.delete.failedTitle'), t('deletion.delete.failedMessage'), error),
    });

  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => setOpened(true)}
      >
        {t('deletion.delete.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('deletion.delete.title', { name: tenant.name })}
      >
        <Stack>
          <Text fz="sm">
            {t('deletion.delete.body', { name: tenant.name, date: due, days: deletionGraceDays })}
          </Text>
          <Alert color="blue" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{t('deletion.delete.exportFirst')}</Text>
              <ExportButton tenantId={tenant.id} variant="light" />
            </Stack>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('deletion.delete.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirm}>
              {t('deletion.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
