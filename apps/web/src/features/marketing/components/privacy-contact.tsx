import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contactEmails, privacyPhone } from '../config/contact.ts';
import { PrivacyOfficerForm } from './privacy-officer-form.tsx';

// How to reach the data protection officer, how soon each kind of question is answered, and a
// form to write to them.
export function PrivacyContact() {
  const { t } = useTranslation('legal');
  const detail = (label: string, value: React.ReactNode) => (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <div>{value}</div>
    </Stack>
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {detail(
          t('privacy.contactDetails.email'),
          <Anchor href={`mailto:${contactEmails.privacy}`} dir="ltr">
            {contactEmails.privacy}
          </Anchor>,
        )}
        {detail(
          t('privacy.contactDetails.phone'),
          <Anchor href={`tel:${privacyPhone.replace(/\s/g, '')}`} dir="ltr">
            {privacyPhone}
          </Anchor>,
        )}
      </SimpleGrid>
      {detail(
        t('privacy.contactDetails.address'),
        <Text component="address" fs="normal">
          {t('privacy.contactDetails.postal')}
        </Text>,
      )}
      <div>
        <Title order={3} fz="h5" mb={4}>
          {t('privacy.contactDetails.responseTimes')}
        </Title>
        <List spacing={4}>
          <List.Item>{t('privacy.contactDetails.general')}</List.Item>
          <List.Item>{t('privacy.contactDetails.urgent')}</List.Item>
          <List.Item>{t('privacy.contactDetails.legal')}</List.Item>
        </List>
      </div>
      <PrivacyOfficerForm />
    </Stack>
  );
}
