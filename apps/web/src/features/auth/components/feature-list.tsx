import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const items = {
  admin: [
    'login.features.admin.fleet',
    'login.features.admin.bookings',
    'login.features.admin.roles',
    'login.features.admin.languages',
  ],
  customer: [
    'login.features.customer.book',
    'login.features.customer.track',
    'login.features.customer.profile',
    'login.features.customer.languages',
  ],
} as const;

// The short list of what waits behind the sign-in, beside (or below, on a phone) the form.
export function FeatureList({ variant }: { variant: 'admin' | 'customer' }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md" component="section" aria-labelledby="login-features">
      <Title order={2} fz="h4" id="login-features">
        {t(`login.features.${variant}.title`)}
      </Title>
      <List
        spacing="sm"
        center
        icon={
          <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {items[variant].map((item) => (
          <List.Item key={item}>
            <Text>{t(item)}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
