import { Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import {
  IconChevronDown,
  IconCircleCheck,
  IconCircleOff,
  IconGauge,
  IconPencil,
  IconTool,
  IconTrash,
} from '@tabler/icons-react';
import type { VehicleView } from '@motorpool/domain/schemas/fleet-views';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
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
    <Stack gap="sm">
      <BackLink to={paths.admin.vehicles.getHref()} label={t('actions.backToList')} />
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{vehicleName(vehicle)}</bdi>
            </Title>
            <VehicleStatusBadge status={vehicle.status} size="lg" />
          </Group>
          <Text c="dimmed" fz="sm">
            <Ltr>{vehicle.licensePlate}</Ltr>
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
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
          {can('vehicles:update') && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={onEdit}
            >
              {t('actions.edit')}
            </Button>
          )}
          {can('vehicles:delete') && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
            >
              {t('actions.delete')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
