import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { VehicleFormModal, type VehicleFormTarget } from '../components/vehicle-form-modal.tsx';
import { VehiclesBrowser } from '../components/vehicles-browser.tsx';

// SPEC §2 Vehicles: the list (route /admin/management/vehicles).
export function VehiclesListPage() {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const [formTarget, setFormTarget] = useState<VehicleFormTarget>(null);
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('list.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('list.description')}
          </Text>
        </Stack>
        {can('vehicles:create') && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setFormTarget({ mode: 'create' })}
          >
            {t('list.new')}
          </Button>
        )}
      </Group>
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
    </Stack>
  );
}

// A branch's vehicles, for the branch details page (composed there by the app).
export function BranchVehicles({ branchId }: { branchId: string }) {
  return <VehiclesBrowser branchId={branchId} />;
}
