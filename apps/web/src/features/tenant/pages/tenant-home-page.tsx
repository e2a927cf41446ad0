import type { ReactNode } from 'react';
import {
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconLayoutDashboard, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTenant } from '../components/tenant-context.ts';
import { currencyLabel, localTime, taxRateLabel } from '../components/tenant-formatters.ts';

export function TenantHomePage() {
  const { t } = useTranslation('tenant');
  const { config } = useLanguage();
  const tenant = useTenant();
  const { user } = useCurrentUser();
  const time = localTime(tenant.timeZone, config.intlLocale);

  const details: { label: string; value: ReactNode }[] = [
    { label: t('home.currency'), value: currencyLabel(tenant.currency, config.intlLocale) },
    {
      label: t('home.timeZone'),
      value: (
        <bdi dir="ltr" className="ltr-isolate">
          {tenant.timeZone}
        </bdi>
      ),
    },
    ...(time ? [{ label: t('home.localTime'), value: time }] : []),
    { label: t('home.taxRate'), value: taxRateLabel(tenant.taxRateBp, config.intlLocale) },
    {
      label: t('home.address'),
      value: (
        <bdi dir="ltr" className="ltr-isolate">
          {window.location.host}
        </bdi>
      ),
    },
  ];

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 28, sm: 38 }}>
            {t('home.greeting', { name: tenant.name })}
          </Title>
          <Text c="dimmed" fz="lg">
            {t('home.intro', { name: tenant.name })}
          </Text>
          {user ? null : (
            <Group gap="sm" mt="xs">
              <Button component={Link} to={paths.auth.login.getHref()}>
                {t('home.signIn')}
              </Button>
              <Button component={Link} to={paths.auth.register.getHref()} variant="light">
                {t('home.register')}
              </Button>
              <Button component={Link} to={paths.auth.adminLogin.getHref()} variant="default">
                {t('home.staffSignIn')}
              </Button>
            </Group>
          )}
        </Stack>

        <Card withBorder padding="lg" component="section" aria-labelledby="tenant-details">
          <Title order={2} fz="h4" id="tenant-details" mb="md">
            {t('home.detailsTitle')}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" m={0}>
            {details.map((d) => (
              <div key={d.label}>
                <Text component="dt" fz="sm" c="dimmed">
                  {d.label}
                </Text>
                <Text component="dd" fw={600} m={0}>
                  {d.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Card>

        <Stack gap="md" component="section" aria-labelledby="tenant-areas">
          <Title order={2} fz="h4" id="tenant-areas">
            {t('home.areasTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <AreaCard
              icon={<IconLayoutDashboard size={22} />}
              title={t('home.backOffice.title')}
              body={t('home.backOffice.body', { name: tenant.name })}
            />
            <AreaCard
              icon={<IconUserCircle size={22} />}
              title={t('home.customerArea.title')}
              body={t('home.customerArea.body', { name: tenant.name })}
            />
          </SimpleGrid>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text fz="sm" c="dimmed">
              {t('home.signInNote')}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}

function AreaCard({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <Card withBorder padding="lg">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} fz="h5">
          {title}
        </Title>
      </Group>
      <Text c="dimmed">{body}</Text>
    </Card>
  );
}
