import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HandlingTable } from '../components/handling-table.tsx';

// The back office's correction requests: the company's customers asking to correct their data.
export function CorrectionRequestsPage() {
  const { t } = useTranslation('privacy');
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('handling.companyTitle')}
        </Title>
        <Text c="dimmed">{t('handling.companyBody')}</Text>
      </div>
      <HandlingTable by="company" />
    </Stack>
  );
}

/** The super administrators' dashboard tab of every request. */
export function PlatformPrivacyRequests() {
  return <HandlingTable by="platform" />;
}
