import { useRef, useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import type { TenantPlan } from '@motorpool/domain/value-lists';
import { signupSchema } from '@motorpool/domain/schemas/signup';
import { Trans, useTranslation } from 'react-i18next';
import { sendSignup } from '../../../api/signup/signup.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { paths } from '../../../shared/config/paths.ts';
import { fieldErrorsFromDetails, schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyRequestError } from '../../../shared/ui/notify.ts';
import { suggestedSubdomain } from '../lib/company-host.ts';
import { emptySignup, signupFields, signupInput, type SignupValues } from '../lib/signup-values.ts';
import { CompanyFields } from './company-fields.tsx';

// The sign-up form: checked on the client with the schema the API uses, sent once valid, the
// server's field errors (a subdomain taken meanwhile, say) shown on their fields. Nothing is
// kept once the visitor leaves: the form holds a password.
export function SignupForm({
  plan,
  onSent,
}: {
  plan: TenantPlan;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('signup');
  const { language } = useLanguage();
  const [sending, setSending] = useState(false);
  // The subdomain follows the company's name until the visitor types one of their own.
  const subdomainTyped = useRef(false);
  const form = useForm<SignupValues>({
    mode: 'controlled',
    initialValues: emptySignup(plan),
    validate: (values) => schemaErrors(signupSchema, signupInput(values, language), language),
    onValuesChange: (values, previous) => {
      if (subdomainTyped.current || values.companyName === previous.companyName) return;
      form.setFieldValue('subdomain', suggestedSubdomain(values.companyName));
    },
  });

  const focusFirstError = (errors: FormErrors) => {
    const first = signupFields.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    const parsed = signupSchema.safeParse(signupInput(values, language));
    if (!parsed.success) return;
    setSending(true);
    try {
      const accepted = await sendSignup(parsed.data);
      onSent(accepted.email);
    } catch (error) {
      const { fieldErrors, unmatched } = isApiError(error)
        ? fieldErrorsFromDetails(error.details, signupFields)
        : { fieldErrors: {}, unmatched: [] };
      form.setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      if (Object.keys(fieldErrors).length === 0 || unmatched.length > 0) notifyRequestError(error);
    } finally {
      setSending(false);
    }
  }, focusFirstError);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <CompanyFields form={form} onSubdomainTyped={() => (subdomainTyped.current = true)} />
        <Divider label={t('sections.administrator')} labelPosition="left" />
        <Text fz="sm" c="dimmed" mt={-8}>
          {t('sections.administratorHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('fields.firstName')}
            required
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            required
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.email')}
          type="email"
          dir="ltr"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          description={t('fields.passwordRules')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Checkbox
          label={t('fields.sampleData')}
          description={t('fields.sampleDataHint')}
          {...form.getInputProps('sampleData', { type: 'checkbox' })}
        />
        <Checkbox
          label={<Trans t={t} i18nKey="fields.acceptTerms" components={{ terms: <TermsLink /> }} />}
          required
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <Button type="submit" size="md" loading={sending}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}

// Opens in a new tab, so the form keeps what was typed; screen readers are told it does.
function TermsLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('signup');
  return (
    <Anchor href={paths.marketing.terms.getHref()} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> {t('newTab')}</VisuallyHidden>
    </Anchor>
  );
}
