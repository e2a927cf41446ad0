import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { paths } from '../../../shared/config/paths.ts';
import { fieldErrorsFromDetails, type FieldErrors } from '../../../shared/forms/schema-errors.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { OwnDocuments } from '../../../shared/own-documents/own-documents.tsx';
import {
  type Profile as OwnProfile,
  useOwnProfile,
  useSaveDriver,
} from '../../../api/profile/profile.ts';

const fields = [
  'firstName',
  'lastName',
  'phone',
  'drivingLicenseNumber',
  'licenseExpiryDate',
  'licenseCountry',
] as const;
type Field = (typeof fields)[number];
type Draft = Record<Field, string>;

function draftOf(profile: OwnProfile): Draft {
  const c = profile.customer;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? c?.phone ?? '',
    drivingLicenseNumber: c?.drivingLicenseNumber ?? '',
    licenseExpiryDate: c?.licenseExpiryDate ?? '',
    licenseCountry: c?.licenseCountry ?? '',
  };
}

/** Where sign-in and registration come back to: this very step, every choice in the address. */
export const resumeKey = 'booking:resume';

function SignInFirst() {
  const { t } = useTranslation('booking');
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const remember = () => {
    try {
      sessionStorage.setItem(resumeKey, from);
    } catch {
      // the address still carries the choices
    }
  };
  return (
    <Stack gap="md">
      <Alert color="blue">{t('driver.signInFirst')}</Alert>
      <Button
        component={Link}
        to={paths.auth.login.getHref()}
        state={{ from }}
        onClick={remember}
        size="md"
        leftSection={<IconLogin size={18} aria-hidden />}
      >
        {t('driver.signIn')}
      </Button>
      <Button
        component={Link}
        to={paths.auth.register.getHref()}
        state={{ from }}
        onClick={remember}
        size="md"
        variant="light"
        leftSection={<IconUserPlus size={18} aria-hidden />}
      >
        {t('driver.register')}
      </Button>
    </Stack>
  );
}

function DriverForm({
  profile,
  returnDate,
  onNext,
}: {
  profile: OwnProfile;
  returnDate: string | undefined;
  onNext: () => void;
}) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const save = useSaveDriver();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    for (const field of fields) if (!draft[field].trim()) next[field] = t('required');
    // The API checks it again at booking; saying it here saves a round trip.
    if (draft.licenseExpiryDate && returnDate && draft.licenseExpiryDate < returnDate.slice(0, 10))
      next.licenseExpiryDate = t('driver.licenceExpires');
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    const before = draftOf(profile);
    const changed = Object.fromEntries(
      fields.filter((f) => draft[f].trim() !== before[f]).map((f) => [f, draft[f].trim()]),
    );
    try {
      if (Object.keys(changed).length > 0) await save.mutateAsync(changed);
      onNext();
    } catch (error) {
      const { fieldErrors, unmatched } = isApiError(error)
        ? fieldErrorsFromDetails(error.details, fields)
        : { fieldErrors: {}, unmatched: [] };
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0 || unmatched.length > 0) {
        setFailure(isApiError(error) ? error.message : t('saveFailed'));
      }
    }
  };
  const input = (field: Field, extra: Record<string, unknown> = {}) => ({
    label: t(`driver.${field}`),
    withAsterisk: true,
    value: draft[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ ...draft, [field]: event.currentTarget.value }),
    ...extra,
  });
  const birth = profile.customer?.dateOfBirth;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput {...input('firstName', { autoComplete: 'given-name' })} />
          <TextInput {...input('lastName', { autoComplete: 'family-name' })} />
          <TextInput {...input('phone', { type: 'tel', dir: 'ltr', autoComplete: 'tel' })} />
          <TextInput {...input('drivingLicenseNumber', { dir: 'ltr' })} />
          <TextInput {...input('licenseExpiryDate', { type: 'date' })} />
          <TextInput
            {...input('licenseCountry', { maxLength: 2, placeholder: 'SA', dir: 'ltr' })}
            description={t('driver.countryHint')}
          />
        </SimpleGrid>
        <Text fz="sm" c="dimmed">
          {birth
            ? t('driver.birthDate', { date: format.date(birth) })
            : t('driver.birthDateMissing')}
        </Text>
        <OwnDocuments />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group grow>
          <Button type="submit" size="md" loading={save.isPending}>
            {t('next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// Step 4: the driver, pre-filled from the profile and saved to it; a visitor signs in first.
export function DriverStep({
  signedIn,
  returnDate,
  onNext,
}: {
  signedIn: boolean;
  returnDate: string | undefined;
  onNext: () => void;
}) {
  const { t } = useTranslation('booking');
  const profile = useOwnProfile(signedIn);
  if (!signedIn) return <SignInFirst />;
  if (profile.isPending) return <Loader role="status" size="sm" aria-label={t('driver.loading')} />;
  if (profile.isError) {
    return (
      <Alert color="red" role="alert">
        {t('driver.loadError')}
      </Alert>
    );
  }
  return <DriverForm profile={profile.data} returnDate={returnDate} onNext={onNext} />;
}
