import { Stack, Text, Textarea } from '@mantine/core';
import { contactSchema } from '@motorpool/domain/schemas/public-forms';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { sendContactRequest } from '../api/public-requests.ts';
import { FormActions } from './form-actions.tsx';
import { emptyRequester, RequesterFields, type RequesterValues } from './requester-fields.tsx';
import { useRequestForm } from './use-request-form.ts';

type ContactValues = RequesterValues & { message: string };

const initialValues: ContactValues = { ...emptyRequester, message: '' };

function toInput({ fleetSize, ...values }: ContactValues) {
  return { ...values, fleetSize: fleetSize ?? undefined };
}

// The contact-us form. Every field is required; the reply comes within 24 hours.
export function ContactForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('marketing');
  const { form, handleSubmit } = useRequestForm({
    draftKey: 'contact',
    initialValues,
    schema: contactSchema,
    toInput,
    send: sendContactRequest,
    onSuccess: () => {
      onClose();
      notifySuccess(t('contactForm.successTitle'), t('contactForm.successMessage'));
    },
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-describedby="contact-form-description">
      <Stack gap="md">
        <Text id="contact-form-description" c="dimmed" fz="sm">
          {t('contactForm.description')}
        </Text>
        <RequesterFields inputProps={form.getInputProps} autoFocus />
        <Textarea
          label={t('contactForm.message')}
          placeholder={t('contactForm.messagePlaceholder')}
          autosize
          minRows={4}
          maxRows={10}
          withAsterisk
          {...form.getInputProps('message')}
        />
        <FormActions
          submitLabel={t('contactForm.submit')}
          submitting={form.submitting}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
