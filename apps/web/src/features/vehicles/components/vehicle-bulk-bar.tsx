import { useState } from 'react';
import { Alert, Button, Group, List, Menu, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { IconArchive, IconArrowsExchange, IconBuilding } from '@tabler/icons-react';
import {
  type VehicleBulkStatus,
  vehicleBulkMax,
  vehicleBulkStatuses,
} from '@motorpool/domain/schemas/vehicle-bulk';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import { useTranslation } from 'react-i18next';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import { useBulkVehicles, type VehicleBulkRequest } from '../../../api/vehicles/bulk-vehicles.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { ExportMenu } from '../../../shared/data-grid/export-menu.tsx';
import type { GridSort } from '../../../shared/data-grid/types.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { refusedVehicles, type RefusedVehicle } from './refused-vehicles.ts';
import { vehicleName } from './vehicle-name.ts';

type Pending = { action: 'status'; status: VehicleBulkStatus } | { action: 'branch' | 'retire' };

type Props = { selected: readonly VehicleView[]; sort: GridSort; onDone: () => void };

// Shown while vehicles are selected: change their status, move them to a branch, retire them or
// export just them. Each change is confirmed; a refusal names every car that stopped it.
export function VehicleBulkBar({ selected, sort, onDone }: Props) {
  const { t } = useTranslation('vehicles');
  const { t: tGrid } = useTranslation('grid');
  const format = useFormat();
  const { can } = useCurrentUser();
  const branches = useBranchOptions();
  const bulk = useBulkVehicles();
  const [pending, setPending] = useState<Pending | null>(null);
  const [branchId, setBranchId] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ message: string; cars: RefusedVehicle[] } | null>(null);
  if (selected.length === 0) return null;

  const count = format.number(selected.length);
  const tooMany = selected.length > vehicleBulkMax;
  const ids = selected.map((v) => v.id);
  const close = () => {
    setPending(null);
    setRefused(null);
    setBranchId(null);
  };

  const request = (): VehicleBulkRequest | null => {
    if (pending?.action === 'status') {
      return { action: 'status', body: { ids, status: pending.status } };
    }
    if (pending?.action === 'retire') return { action: 'retire', body: { ids } };
    return branchId ? { action: 'branch', body: { ids, branchId } } : null;
  };

  const confirm = () => {
    const next = request();
    if (!next) return;
    bulk.mutate(next, {
      onSuccess: (result) => {
        notifySuccess(
          t('bulk.done.title'),
          t('bulk.done.message', { count: format.number(result.updated) }),
        );
        close();
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'CONFLICT' && error.details.length > 0) {
          setRefused({ message: error.message, cars: refusedVehicles(error.details, selected) });
          return;
        }
        notifyFailure(t('bulk.failed.title'), t('bulk.failed.message'), error);
      },
    });
  };

  const question =
    pending?.action === 'status'
      ? t('bulk.confirmStatus', { count, status: t(`status.${pending.status}`) })
      : pending?.action === 'retire'
        ? t('bulk.confirmRetire', { count })
        : t('bulk.confirmBranch', { count });

  return (
    <Paper withBorder p="xs" radius="md" bg="var(--mantine-color-default-hover)">
      <Group gap="sm" wrap="wrap" role="region" aria-label={t('bulk.label')}>
        <Text fw={600} fz="sm" aria-live="polite">
          {tGrid('selected', { count })}
        </Text>
        {tooMany && (
          <Text fz="sm" c="red" role="alert">
            {t('bulk.tooMany', { max: format.number(vehicleBulkMax) })}
          </Text>
        )}
        {can('vehicles:status') && (
          <Menu position="bottom-start" shadow="md">
            <Menu.Target>
              <Button
                size="xs"
                variant="light"
                disabled={tooMany}
                leftSection={<IconArrowsExchange size={16} aria-hidden />}
              >
                {t('bulk.changeStatus')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {vehicleBulkStatuses
                .filter((status) => status !== 'retired')
                .map((status) => (
                  <Menu.Item key={status} onClick={() => setPending({ action: 'status', status })}>
                    {t(`status.${status}`)}
                  </Menu.Item>
                ))}
            </Menu.Dropdown>
          </Menu>
        )}
        {can('vehicles:update') && (
          <Button
            size="xs"
            variant="light"
            disabled={tooMany}
            leftSection={<IconBuilding size={16} aria-hidden />}
            onClick={() => setPending({ action: 'branch' })}
          >
            {t('bulk.moveToBranch')}
          </Button>
        )}
        {can('vehicles:status') && (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={tooMany}
            leftSection={<IconArchive size={16} aria-hidden />}
            onClick={() => setPending({ action: 'retire' })}
          >
            {t('bulk.retire')}
          </Button>
        )}
        {can('vehicles:export') && !tooMany && (
          <ExportMenu
            resource="/vehicles"
            query={{
              page: 1,
              limit: vehicleBulkMax,
              search: '',
              sort,
              filters: [{ field: 'id', op: 'in', value: ids }],
            }}
          />
        )}
        <Button size="xs" variant="subtle" color="gray" onClick={onDone}>
          {tGrid('clearSelection')}
        </Button>
      </Group>
      <Modal opened={pending !== null} onClose={close} title={t('bulk.confirmTitle')} centered>
        <Stack gap="sm">
          <Text>{question}</Text>
          {pending?.action === 'branch' && (
            <Select
              label={t('fields.branch')}
              data={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
              value={branchId}
              onChange={setBranchId}
              searchable
              required
            />
          )}
          {refused && (
            <Alert color="red" title={refused.message}>
              <List size="sm" spacing={4}>
                {refused.cars.map((car) => (
                  <List.Item key={car.key}>
                    {car.vehicle
                      ? t('bulk.refusedCar', {
                          name: vehicleName(car.vehicle),
                          plate: car.vehicle.licensePlate,
                          reason: car.reason,
                        })
                      : car.reason}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('confirm.cancel')}
            </Button>
            <Button
              color={pending?.action === 'retire' ? 'red' : undefined}
              loading={bulk.isPending}
              disabled={(pending?.action === 'branch' && !branchId) || refused !== null}
              onClick={confirm}
            >
              {t('bulk.apply')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
