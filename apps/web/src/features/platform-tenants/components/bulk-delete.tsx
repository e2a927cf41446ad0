import { IconTrash } from '@tabler/icons-react';
import type { PlatformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import { deletionGraceDays } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '../../../shared/data-grid/types.ts';
import { modals } from '../../../shared/ui/modals.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useBulkDeletePlatformTenants } from '../../../api/platform-tenants/delete-platform-tenants.ts';

function confirmed(options: Parameters<typeof modals.openConfirmModal>[0]) {
  return new Promise<boolean>((resolve) =>
    modals.openConfirmModal({
      ...options,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    }),
  );
}

// "Delete selected": one request for the selected companies, each scheduled with the grace, and
// one summary of what was scheduled and what was not.
export function useBulkDeleteAction(): BulkAction<PlatformTenantView> {
  const { t } = useTranslation('platform');
  const bulk = useBulkDeletePlatformTenants();
  return {
    key: 'delete',
    label: t('deletion.bulk.action'),
    icon: <IconTrash size={14} />,
    color: 'red',
    onRun: async (tenants) => {
      const count = tenants.length;
      const ok = await confirmed({
        title: t('deletion.bulk.title', { count }),
        children: t('deletion.bulk.body', { count, days: deletionGraceDays }),
        labels: { confirm: t('deletion.bulk.confirm'), cancel: t('deletion.bulk.cancel') },
        confirmProps: { color: 'red' },
      });
      if (!ok) return;
      try {
        const result = await bulk.mutateAsync({ ids: tenants.map((tenant) => tenant.id) });
        const message = t('deletion.bulk.result', result);
        if (result.refused > 0) notifyError(t('deletion.bulk.doneTitle'), message);
        else notifySuccess(t('deletion.bulk.doneTitle'), message);
      } catch (error) {
        notifyFailure(t('deletion.bulk.failedTitle'), t('deletion.bulk.failedMessage'), error);
      }
    },
  };
}
