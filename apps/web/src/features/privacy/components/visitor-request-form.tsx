import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { privacyRequestTypes } from '@motorpool/domain/marketing-lists';
import {
  type PrivacyRequestInput,
  privacyRequestSchema,
} from '@motorpool/domain/schemas/public-forms';
import { useTranslation } from 'react-i18next';
import { sendPrivacyRequest } from '../../../api/privacy/privacy-requests.ts';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';

type Values = { requestType: string | null; email: string; reason: string };
const fields = ['requestType', 'email', 'reason'];

const toInput = (v: Values) => ({
  requestType: v.requestType ?? undefined,
  email: v.email.trim(),
  ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
});

/** The failure toast names a deletion in the words the product promises for it. */
export const submitFailure = (requestType: string | null) =>
  requestType === 'deletion' ? 'errors.deletion' : 'errors.submit';

// A visitor's data request: type, address and reason. The answer never says whether the address
// is known; the e-mailed link confirms it.
export function VisitorRequestForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('privacy');
  const { language } = useLanguage();
  const form = useForm<Values>({
    initialValues: { requestType: null, email: '', reason: '' },
    validate: (values) => schemaErrors(privacyRequestSchema, toInput(values), language),
  });

  const { focusFirstError, showServerErrors } = formErrorHandling(form, fields);
  const submit = form.onSubmit(async (values) => {
    const parsed = privacyRequestSchema.safeParse(toInput(values));
    if (!parsed.success) return;
    try {
      await sendPrivacyRequest(parsed.data satisfies PrivacyRequestInput);
    } catch (error) {
      if (showServerErrors(error) !== 'onFields') {
        notifyFailure(t('request.title'), t(submitFailure(values.requestType)), error);
      }
      return;
    }
    onClose();
    notifySuccess(t('request.sentTitle'), t('request.sentMessage'));
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate aria-describedby="privacy-request-description">
      <Stack gap="md">
        <Text id="privacy-request-description" c="dimmed" fz="sm">
          {t('request.description')}
        </Text>
        <Select
          label={t('request.requestType')}
          data={privacyRequestTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
          {...form.getInputProps('requestType')}
        />
        <TextInput
          type="email"
          dir="ltr"
          autoComplete="email"
          label={t('request.email')}
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Textarea
          label={t('request.reason')}
          description={t('request.reasonHint')}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('request.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('request.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
