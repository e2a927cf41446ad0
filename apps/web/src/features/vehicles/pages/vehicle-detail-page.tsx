import { useState, type ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';
import { IconCarOff } from '@tabler/icons-react';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { detailPageState } from '../../../shared/ui/detail-page-state.tsx';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { useVehicle } from '../../../api/vehicles/get-vehicle.ts';
import { useTenantCurrency } from '../../../shared/reference/tenant.ts';
import type { QuickAction } from '../components/quick-actions.ts';
import { ResetMileageModal } from '../components/reset-mileage-modal.tsx';
import { useVehicleActions } from '../components/use-vehicle-actions.ts';
import { VehicleDetailHeader } from '../components/vehicle-detail-header.tsx';
import { VehicleDocumentsCard } from '../components/vehicle-documents-card.tsx';
import { VehicleFormModal } from '../components/vehicle-form-modal.tsx';
import { VehicleFuelLogCard } from '../components/vehicle-fuel-log-card.tsx';
import { VehicleImagesCard } from '../components/vehicle-images-card.tsx';
import { VehicleInfoCards } from '../components/vehicle-info-cards.tsx';
import { VehicleMaintenanceCard } from '../components/vehicle-maintenance-card.tsx';
import { vehicleName } from '../components/vehicle-name.ts';
import { VehicleRentalsCard } from '../components/vehicle-rentals-card.tsx';
import { VehicleStatsCards } from '../components/vehicle-stats-cards.tsx';
import { VehicleSystemCard } from '../components/vehicle-system-card.tsx';

// Vehicle details (route /admin/management/vehicles/view/:id). The vehicle's work
// orders (`workOrders`) come from the maintenance feature, composed in by the app.
export function VehicleDetailPage({
  workOrders,
}: {
  workOrders?: (vehicleId: string) => ReactNode;
}) {
  const { t } = useTranslation('vehicles');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const vehicle = useVehicle(id);
  const currency = useTenantCurrency();
  const { confirmDelete, changeStatus } = useVehicleActions();
  const [formTarget, setFormTarget] = useState<FormTarget<VehicleView>>(null);
  const [mileageOpen, setMileageOpen] = useState(false);

  const state = detailPageState(id, vehicle, {
    listHref: paths.admin.vehicles.getHref(),
    notFoundIcon: <IconCarOff size={36} />,
    text: (key) => t(key),
  });
  if ('fallback' in state) return state.fallback;

  const data = state.record;
  const onQuickAction = (action: QuickAction) => {
    if (action === 'resetMileage') setMileageOpen(true);
    else changeStatus(data, action);
  };
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <VehicleDetailHeader
        vehicle={data}
        onEdit={() => setFormTarget({ mode: 'edit', record: data })}
        onDelete={() => confirmDelete(data, () => void navigate(paths.admin.vehicles.getHref()))}
        onQuickAction={onQuickAction}
      />
      <VehicleStatsCards id={data.id} currency={currency} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <VehicleInfoCards vehicle={data} currency={currency} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <VehicleImagesCard vehicleId={data.id} name={vehicleName(data)} />
            <VehicleRentalsCard id={data.id} />
            <VehicleDocumentsCard vehicleId={data.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={12}>
          <VehicleMaintenanceCard
            vehicle={data}
            currency={currency}
            workOrders={workOrders?.(data.id)}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <VehicleFuelLogCard vehicle={data} currency={currency} />
        </Grid.Col>
        <Grid.Col span={12}>
          <VehicleSystemCard vehicle={data} />
        </Grid.Col>
      </Grid>
      <VehicleFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <ResetMileageModal
        vehicle={data}
        opened={mileageOpen}
        onClose={() => setMileageOpen(false)}
      />
    </Stack>
  );
}
