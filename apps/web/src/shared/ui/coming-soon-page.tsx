import { Badge, Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export type ComingSoonKey = 'superAdmin';

type ComingSoonPageProps = {
  page: ComingSoonKey;
  /** a view/:id route: the title says it is the detail of the page */
  detail?: boolean;
  area: 'admin' | 'customer';
};

// A page whose business module is not built yet: its title, what it will hold, and
// the way back. One component for every such route, so none of them is a dead end.
export function ComingSoonPage({ page, detail = false, area }: ComingSoonPageProps) {
  const { t } = useTranslation('shell');
  const name = t(`pages.${page}`);
  const title = detail ? t('pages.detail', { page: name }) : name;
  const back =
    area === 'admin'
      ? { to: '/admin/general/dashboard', label: t('comingSoon.backDashboard') }
      : { to: '/', label: t('comingSoon.backHome') };
  return (
    <Stack
      gap="lg"
      maw={720}
      mx={area === 'customer' ? 'auto' : undefined}
      p={area === 'customer' ? 'md' : 0}
      py={area === 'customer' ? 'xl' : 0}
    >
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Card withBorder padding="lg" radius="lg">
        <Stack gap="sm" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconHammer size={26} />
          </ThemeIcon>
          <Badge variant="light">{t('comingSoon.badge')}</Badge>
          <Text fw={600}>{t('comingSoon.lead')}</Text>
          <Text c="dimmed">{t(`comingSoon.about.${page}`)}</Text>
          <Button component={Link} to={back.to} variant="light" mt="xs">
            {back.label}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
