import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  newsletterSubscriptionSchema,
  type NewsletterSubscriptionInput,
} from '@motorpool/domain/schemas/newsletter';
import { isApiError } from '../../../shared/api/api-error.ts';
import { api } from '../../../shared/api/client.ts';
import { fieldErrorsFromDetails, schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyLoading, notifyOutcome, rateLimitedMessage } from '../../../shared/ui/notify.ts';

const toastId = 'newsletter-subscription';

// The footer's newsletter box: POST /public/newsletter-subscriptions in the page's language.
export function NewsletterSignup() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const subscribe = useMutation({
    mutationFn: (body: NewsletterSubscriptionInput) =>
      api.post<{ subscribed: true }>('/public/newsletter-subscriptions', body),
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: (values) =>
      schemaErrors(
        newsletterSubscriptionSchema,
        { email: values.email.trim(), language },
        language,
      ),
  });

  const submit = form.onSubmit(
    async (values) => {
      notifyLoading(toastId, t('footer.subscribe'), t('footer.email'));
      try {
        await subscribe.mutateAsync({ email: values.email.trim(), language });
        notifyOutcome(toastId, 'success', t('footer.subscribed'), t('footer.subscribedBody'));
        form.reset();
      } catch (error) {
        const { fieldErrors, unmatched } = isApiError(error)
          ? fieldErrorsFromDetails(error.details, ['email'])
          : { fieldErrors: {}, unmatched: [] };
        form.setErrors(fieldErrors);
        const network = isApiError(error) && error.code === 'NETWORK_ERROR';
        const detail =
          fieldErrors.email ??
          unmatched[0]?.message ??
          (isApiError(error) && error.code === 'RATE_LIMITED'
            ? rateLimitedMessage(error)
            : tc(network ? 'errors.network.message' : 'errors.generic.message'));
        notifyOutcome(toastId, 'error', t('footer.failed'), detail);
      }
    },
    () => form.getInputNode('email')?.focus(),
  );

  return (
    <Stack gap="xs" component="section" aria-labelledby="footer-newsletter">
      <Title order={2} fz="sm" fw={700} id="footer-newsletter">
        {t('footer.newsletter')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('footer.newsletterBody')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <TextInput
            type="email"
            dir="ltr"
            autoComplete="email"
            label={t('footer.email')}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={subscribe.isPending}>
            {t('footer.subscribe')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
