import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '../../features/auth/components/role-label.ts';
import { UpcomingMaintenanceCard } from '../../features/maintenance/components/upcoming-maintenance-card.tsx';
import { useCurrentUser } from '../../shared/auth/use-current-user.ts';
import { useCompanyName } from '../layouts/tenant-brand.tsx';

// /admin/general/dashboard: who is signed in, as what, for which company, and the upcoming
// maintenance for those who may read work orders.
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const { user, activeRole, can } = useCurrentUser();
  const company = useCompanyName();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const role = activeRole ? roleLabel(activeRole) : '';
  const facts = [
    { label: t('shell.dashboard.company'), value: company },
    { label: t('shell.dashboard.role'), value: role },
    { label: t('shell.dashboard.email'), value: user.email, ltr: true },
  ];
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('shell.dashboard.title')}
      </Title>
      <Card withBorder padding="lg" radius="lg">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <IconHandStop size={24} />
            </ThemeIcon>
            <div>
              <Title order={2} fz="h3">
                {t('shell.dashboard.welcome', { name })}
              </Title>
              <Text c="dimmed">{t('shell.dashboard.signedInAs', { company, role })}</Text>
            </div>
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="md" m={0}>
            {facts.map((f) => (
              <div key={f.label}>
                <Text component="dt" fz="sm" c="dimmed">
                  {f.label}
                </Text>
                <Text component="dd" fw={600} m={0} truncate="end">
                  {f.ltr ? (
                    <bdi dir="ltr" className="ltr-isolate">
                      {f.value}
                    </bdi>
                  ) : (
                    f.value
                  )}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
      {can('maintenance:read') && <UpcomingMaintenanceCard />}
    </Stack>
  );
}
