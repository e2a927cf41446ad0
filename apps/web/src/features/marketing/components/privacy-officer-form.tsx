import { Alert, Button, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { privacyContactSchema } from '@motorpool/domain/schemas/public-forms';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendPrivacyQuestion } from '../api/public-requests.ts';
import { useRequestForm } from '../modals/use-request-form.ts';

const initialValues = { name: '', email: '', subject: '', message: '' };

// The privacy page's form for the data protection officer. Once sent, the form gives way to the
// confirmation, which stays until the visitor asks another question.
export function PrivacyOfficerForm() {
  const { t } = useTranslation('legal');
  const [sent, setSent] = useState(false);
  const { form, handleSubmit } = useRequestForm({
    draftKey: 'privacy-officer',
    initialValues,
    schema: privacyContactSchema,
    toInput: (values) => values,
    send: sendPrivacyQuestion,
    onSuccess: () => setSent(true),
  });

  return (
    <Stack gap="sm">
      <Title order={3} fz="h5" id="dpo-form-title">
        {t('privacy.contactDetails.writeToDpo')}
      </Title>
      {sent ? (
        <Alert
          color="teal"
          icon={<IconCircleCheck aria-hidden />}
          title={t('privacy.dpoForm.sentTitle')}
          role="status"
        >
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t('privacy.dpoForm.sentMessage')}</Text>
            <Button variant="light" size="xs" onClick={() => setSent(false)}>
              {t('privacy.dpoForm.askAnother')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="dpo-form-title">
          <Stack gap="sm">
            <Text c="dimmed" fz="sm">
              {t('privacy.dpoForm.description')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('privacy.contactDetails.name')}
                autoComplete="name"
                withAsterisk
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('privacy.contactDetails.email')}
                type="email"
                dir="ltr"
                autoComplete="email"
                withAsterisk
                {...form.getInputProps('email')}
              />
            </SimpleGrid>
            <TextInput
              label={t('privacy.dpoForm.subject')}
              withAsterisk
              {...form.getInputProps('subject')}
            />
            <Textarea
              label={t('privacy.dpoForm.message')}
              autosize
              minRows={4}
              maxRows={10}
              withAsterisk
              {...form.getInputProps('message')}
            />
            <div>
              <Button type="submit" loading={form.submitting}>
                {t('privacy.dpoForm.send')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
