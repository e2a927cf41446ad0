import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { ThemeSwitch } from '../../../shared/ui/theme-switch.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { MessageLanguageField } from '../components/message-language-field.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { YourDataCard } from '../components/your-data-card.tsx';

// The customer's /settings: language and colour scheme, the language of their e-mails, the way
// to their notification preferences, their signed-in devices, and their data requests.
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
        <SectionCard id="settings-messages" title={t('settings.messages')}>
          <Stack gap="md">
            <MessageLanguageField />
            <Stack gap={4}>
              <Text fw={500}>{t('settings.notificationPreferences')}</Text>
              <Text fz="sm" c="dimmed">
                {t('settings.notificationPreferencesBody')}
              </Text>
              <Button
                component={Link}
                to={paths.tenant.notificationSettings.getHref()}
                variant="default"
                w="fit-content"
              >
                {t('settings.openNotificationPreferences')}
              </Button>
            </Stack>
          </Stack>
        </SectionCard>
        <SessionsCard />
        <YourDataCard />
      </Stack>
    </Container>
  );
}
