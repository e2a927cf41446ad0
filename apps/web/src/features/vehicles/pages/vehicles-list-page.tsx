import { useState } from 'react';
import { Paper } from '@mantine/core';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { ListPage, NewButton } from '../../../shared/ui/list-page.tsx';
import { VehicleFormModal } from '../components/vehicle-form-modal.tsx';
import { VehiclesBrowser } from '../components/vehicles-browser.tsx';

// Vehicles: the list (route /admin/management/vehicles).
export function VehiclesListPage() {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const [formTarget, setFormTarget] = useState<FormTarget<VehicleView>>(null);
  return (
    <ListPage
      title={t('list.title')}
      description={t('list.description')}
      action={
        can('vehicles:create') && (
          <NewButton label={t('list.new')} onClick={() => setFormTarget({ mode: 'create' })} />
        )
      }
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <VehiclesBrowser onEdit={setFormTarget} />
      </Paper>
      <VehicleFormModal
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={(saved) => {
          if (formTarget?.mode === 'create')
            void navigate(paths.admin.vehicleDetail.getHref(saved.id));
        }}
      />
    </ListPage>
  );
}

// A branch's vehicles, for the branch details page (composed there by the app).
export function BranchVehicles({ branchId }: { branchId: string }) {
  return <VehiclesBrowser branchId={branchId} />;
}
