import {
  Anchor,
  Checkbox,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useTranslation } from 'react-i18next';
import { registrationCountries } from '@motorpool/domain/locale-lists';
import { useCountryOptions } from '../../../shared/i18n/region-names.ts';
import { marketingUrl } from '../lib/marketing-url.ts';
import type { RegistrationStepId, RegistrationValues } from '../lib/registration-steps.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

type Form = UseFormReturnType<RegistrationValues>;

// The fields of one wizard step.
export function RegistrationStepFields({ step, form }: { step: RegistrationStepId; form: Form }) {
  const { t } = useTranslation('auth');
  const countries = useCountryOptions(registrationCountries);
  const input = (field: keyof RegistrationValues) => ({
    label: t(`fields.${field}`),
    ...form.getInputProps(field),
  });

  switch (step) {
    case 'personal':
      return (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput required autoComplete="given-name" {...input('firstName')} />
            <TextInput required autoComplete="family-name" {...input('lastName')} />
          </SimpleGrid>
          <TextInput required type="date" autoComplete="bday" {...input('dateOfBirth')} />
        </Stack>
      );
    case 'contact':
      return (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput required type="email" dir="ltr" autoComplete="email" {...input('email')} />
            <TextInput required type="tel" dir="ltr" autoComplete="tel" {...input('phone')} />
          </SimpleGrid>
          <PasswordInput
            required
            autoComplete="new-password"
            aria-describedby="register-strength"
            {...input('password')}
          />
          <PasswordStrengthMeter password={form.values.password} id="register-strength" />
          <PasswordInput required autoComplete="new-password" {...input('confirmPassword')} />
        </Stack>
      );
    case 'license':
      return (
        <Stack gap="md">
          <TextInput required dir="ltr" {...input('licenseNumber')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput required type="date" {...input('licenseExpiryDate')} />
            <Select
              required
              searchable
              data={countries}
              placeholder={t('fields.selectCountry')}
              {...input('licenseIssuingCountry')}
            />
          </SimpleGrid>
        </Stack>
      );
    case 'address':
      return (
        <Stack gap="md">
          <TextInput required autoComplete="street-address" {...input('address')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput required autoComplete="address-level2" {...input('city')} />
            <Select
              required
              searchable
              data={countries}
              placeholder={t('fields.selectCountry')}
              {...input('country')}
            />
          </SimpleGrid>
          <TextInput dir="ltr" autoComplete="postal-code" {...input('postalCode')} />
        </Stack>
      );
    case 'emergency':
      return (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput required {...input('emergencyContactName')} />
            <TextInput required type="tel" dir="ltr" {...input('emergencyContactPhone')} />
          </SimpleGrid>
          <Checkbox
            label={<TermsLabel />}
            {...form.getInputProps('agreeToTerms', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('fields.marketingConsent')}
            {...form.getInputProps('marketingConsent', { type: 'checkbox' })}
          />
          <Text fz="xs" c="dimmed">
            {t('register.requiredNote')}
          </Text>
        </Stack>
      );
  }
}

function TermsLabel() {
  const { t } = useTranslation('auth');
  const link = (path: string) => (
    <Anchor href={marketingUrl(path, window.location)} target="_blank" rel="noopener" inherit />
  );
  return (
    <Trans
      t={t}
      i18nKey="fields.agreeToTerms"
      components={{ terms: link('/terms'), privacy: link('/privacy') }}
    />
  );
}
