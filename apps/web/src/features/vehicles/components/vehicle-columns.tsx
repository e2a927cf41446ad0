import { Avatar, Group, Stack, Text } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { visibleFrom } from '../../../shared/data-grid/visible-from.ts';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import { vehicleName } from './vehicle-name.ts';
import { VehicleStatusBadge } from './vehicle-status-badge.tsx';

// On a phone a row shows the vehicle and its status; the other columns from a tablet up.
const fromTablet = visibleFrom('sm');

// The vehicles list's columns; accessors that sort are GET /vehicles' sort fields.
export function useVehicleColumns(currency: string | undefined, withBranch: boolean) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const branches = useBranchOptions();
  // Numbers line up at the end of the cell, which is the left in Arabic.
  const end = useLanguage().config.dir === 'rtl' ? 'left' : 'right';
  const branchName = (id: string) => branches.data?.find((b) => b.id === id)?.name ?? '';
  const columns: DataTableColumn<VehicleView>[] = [
    {
      accessor: 'make',
      title: t('columns.vehicle'),
      sortable: true,
      render: (vehicle) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={vehicle.thumbnailUrl} radius="sm" size={36} alt="">
            <IconCar size={18} aria-hidden />
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fz="sm" fw={600} truncate>
              <bdi>{vehicleName(vehicle)}</bdi>
            </Text>
            <Text fz="xs" c="dimmed">
              {t(`category.${vehicle.category}`)}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      accessor: 'licensePlate',
      visibleMediaQuery: fromTablet,
      title: t('columns.licensePlate'),
      sortable: true,
      noWrap: true,
      render: (vehicle) => <Ltr>{vehicle.licensePlate}</Ltr>,
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      noWrap: true,
      width: 130,
      render: (vehicle) => <VehicleStatusBadge status={vehicle.status} />,
    },
    ...(withBranch
      ? [
          {
            accessor: 'branchId',
            visibleMediaQuery: fromTablet,
            title: t('columns.branch'),
            render: (vehicle: VehicleView) => branchName(vehicle.branchId),
          },
        ]
      : []),
    {
      accessor: 'year',
      visibleMediaQuery: fromTablet,
      title: t('columns.year'),
      sortable: true,
      render: (vehicle) => <Ltr>{vehicle.year}</Ltr>,
    },
    {
      accessor: 'dailyRate',
      visibleMediaQuery: fromTablet,
      title: t('columns.dailyRate'),
      sortable: true,
      textAlign: end,
      render: (vehicle) => (currency ? format.money(vehicle.dailyRate, currency) : ''),
    },
    {
      accessor: 'mileage',
      visibleMediaQuery: fromTablet,
      title: t('columns.mileage'),
      sortable: true,
      textAlign: end,
      render: (vehicle) => format.kilometres(vehicle.mileage),
    },
  ];
  return columns;
}
