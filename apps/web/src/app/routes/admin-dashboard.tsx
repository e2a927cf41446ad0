import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '../../features/auth/components/role-label.ts';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page.tsx';
import { UpcomingMaintenanceCard } from '../../features/maintenance/components/upcoming-maintenance-card.tsx';
import { useCurrentUser } from '../../shared/auth/use-current-user.ts';
import { useCompanyName } from '../layouts/tenant-brand.tsx';

// /admin/general/dashboard: a welcome line, the company's figures for the chosen period, and
// the upcoming maintenance for those who may read work orders.
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const { user, activeRole, can } = useCurrentUser();
  const company = useCompanyName();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const role = activeRole ? roleLabel(activeRole) : '';
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('shell.dashboard.title')}
        </Title>
        <Title order={2} fz="md" fw={600} mt={4}>
          {t('shell.dashboard.welcome', { name })}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('shell.dashboard.signedInAs', { company, role })}
        </Text>
      </div>
      <DashboardPage beside={can('maintenance:read') && <UpcomingMaintenanceCard />} />
    </Stack>
  );
}
