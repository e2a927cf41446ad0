import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { ThemeSwitch } from '../../../shared/ui/theme-switch.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';

// The customer's /settings: language and colour scheme, and their signed-in devices.
export function AccountSettingsPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  return (
    <Container size="md" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('settings.title')}
        </Title>
        <SectionCard id="settings-appearance" title={t('settings.appearance')}>
          <Group gap="lg">
            <Group gap="xs">
              <Text fz="sm">{tc('language.label')}</Text>
              <LanguageSwitch />
            </Group>
            <Group gap="xs">
              <Text fz="sm">{tc('theme.label')}</Text>
              <ThemeSwitch />
            </Group>
          </Group>
        </SectionCard>
        <SessionsCard />
      </Stack>
    </Container>
  );
}
