import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '../../features/auth/components/role-label.ts';
import { TenantHomePage } from '../../features/tenant/pages/tenant-home-page.tsx';
import { useCurrentUser } from '../../shared/auth/use-current-user.ts';
import { paths } from '../../shared/config/paths.ts';
import { useCompanyName } from '../layouts/tenant-brand.tsx';

// `/`: the company page for visitors; for a signed-in user a welcome above it (the customer
// home of SPEC §2 grows here: booking form, featured vehicles, recent activity).
export function HomePage() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const { user, activeRole } = useCurrentUser();
  const company = useCompanyName();
  if (!user) return <TenantHomePage />;
  const name = user.firstName || user.email;
  return (
    <>
      <Container size="lg" pt={{ base: 'lg', sm: 'xl' }}>
        <Card withBorder padding="lg" radius="lg">
          <Stack gap="xs">
            <Title order={2} fz="h3">
              {t('shell.customerHome.welcome', { name })}
            </Title>
            <Text>{t('shell.customerHome.intro', { company })}</Text>
            {activeRole ? (
              <Text c="dimmed" fz="sm">
                {t('shell.dashboard.signedInAs', { company, role: roleLabel(activeRole) })}
              </Text>
            ) : (
              <Button component={Link} to={paths.auth.roles.getHref()} w="fit-content">
                {t('shell.customerHome.chooseRole')}
              </Button>
            )}
            <Text c="dimmed" fz="sm">
              {t('shell.customerHome.next')}
            </Text>
          </Stack>
        </Card>
      </Container>
      <TenantHomePage />
    </>
  );
}
