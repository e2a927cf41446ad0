import { Button, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { WorkOrderView } from '@motorpool/domain/schemas/maintenance';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DetailHeader } from '../../../shared/ui/detail-header.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import {
  allowedMaintenanceActions,
  dangerousMaintenanceActions,
  isOpenMaintenance,
  maintenanceActionIcons,
  type MaintenanceAction,
} from '../lib/maintenance-actions.ts';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';
import { MaintenanceStatusBadge, PriorityBadge } from './maintenance-badges.tsx';

// The number, status and priority, and the steps the status and the user's permissions allow.
export function WorkOrderHeader({
  order,
  onAction,
  onEdit,
  onDelete,
}: {
  order: WorkOrderView;
  onAction: (action: MaintenanceAction) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('maintenance');
  const { can } = useCurrentUser();
  const { when } = useMaintenanceFormat();
  const open = isOpenMaintenance(order.status);
  return (
    <DetailHeader
      back={{ to: paths.admin.maintenances.getHref(), label: t('actions.backToList') }}
      title={<Ltr>{order.workOrderNumber}</Ltr>}
      badges={
        <Group gap="xs">
          <MaintenanceStatusBadge status={order.status} size="lg" />
          <PriorityBadge priority={order.priority} size="lg" />
        </Group>
      }
      subtitle={
        <Text c="dimmed" fz="sm">
          {t('detail.subtitle', {
            vehicle: order.vehicle.name,
            date: when(order.createdAt),
            source: t(`source.${order.source}`),
          })}
        </Text>
      }
      actions={
        <>
          {allowedMaintenanceActions(order.status, can).map((action) => {
            const Icon = maintenanceActionIcons[action];
            return (
              <Button
                key={action}
                variant="light"
                color={dangerousMaintenanceActions.has(action) ? 'red' : undefined}
                leftSection={<Icon size={16} aria-hidden />}
                onClick={() => onAction(action)}
              >
                {t(`actions.${action}`)}
              </Button>
            );
          })}
          {open && can('maintenance:update') && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={onEdit}
            >
              {t('actions.edit')}
            </Button>
          )}
          {can('maintenance:delete') && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
            >
              {t('actions.delete')}
            </Button>
          )}
        </>
      }
    />
  );
}
