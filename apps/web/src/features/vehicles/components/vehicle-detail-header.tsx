import { Button, Menu, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconCircleCheck,
  IconCircleOff,
  IconGauge,
  IconTool,
} from '@tabler/icons-react';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DeleteButton, DetailHeader, EditButton } from '../../../shared/ui/detail-header.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { quickActionsFor, type QuickAction } from './quick-actions.ts';
import { vehicleName } from './vehicle-name.ts';
import { VehicleStatusBadge } from './vehicle-status-badge.tsx';

const icons: Record<QuickAction, typeof IconTool> = {
  markAvailable: IconCircleCheck,
  markUnavailable: IconCircleOff,
  maintenanceMode: IconTool,
  resetMileage: IconGauge,
  rent: IconCircleCheck,
  return: IconCircleCheck,
};

type HeaderProps = {
  vehicle: VehicleView;
  onEdit: () => void;
  onDelete: () => void;
  onQuickAction: (action: QuickAction) => void;
};

// Name, status, plate and the actions the signed-in user may take on this vehicle now.
export function VehicleDetailHeader({ vehicle, onEdit, onDelete, onQuickAction }: HeaderProps) {
  const { t } = useTranslation('vehicles');
  const { can } = useCurrentUser();
  const quick = quickActionsFor(vehicle.status, can);
  return (
    <DetailHeader
      back={{ to: paths.admin.vehicles.getHref(), label: t('actions.backToList') }}
      title={<bdi>{vehicleName(vehicle)}</bdi>}
      badges={<VehicleStatusBadge status={vehicle.status} size="lg" />}
      subtitle={
        <Text c="dimmed" fz="sm">
          <Ltr>{vehicle.licensePlate}</Ltr>
        </Text>
      }
      actions={
        <>
          {quick.length > 0 && (
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <Button variant="light" rightSection={<IconChevronDown size={16} aria-hidden />}>
                  {t('actions.quickActions')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {quick.map((action) => {
                  const Icon = icons[action];
                  return (
                    <Menu.Item
                      key={action}
                      leftSection={<Icon size={16} aria-hidden />}
                      onClick={() => onQuickAction(action)}
                    >
                      {t(`actions.${action}` as 'actions.resetMileage')}
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
          )}
          {can('vehicles:update') && <EditButton label={t('actions.edit')} onClick={onEdit} />}
          {can('vehicles:delete') && (
            <DeleteButton label={t('actions.delete')} onClick={onDelete} />
          )}
        </>
      }
    />
  );
}
