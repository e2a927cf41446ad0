import { useState } from 'react';
import { Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { PublicBranchView } from '@motorpool/domain/schemas/catalogue';
import { vehicleCategories } from '@motorpool/domain/value-lists';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { fromZonedInput } from '../../../shared/i18n/zoned-time.ts';

type Values = {
  pickup: string;
  dropOff: string;
  branchId: string;
  returnBranchId: string;
  category: string;
};

const empty: Values = { pickup: '', dropOff: '', branchId: '', returnBranchId: '', category: '' };

/** The catalogue's address for the form: its own filter names (features/catalog reads them). */
export function catalogSearchHref(values: Values, timeZone: string): string {
  const params = new URLSearchParams();
  const pickupDate = values.pickup ? fromZonedInput(values.pickup, timeZone) : undefined;
  const returnDate = values.dropOff ? fromZonedInput(values.dropOff, timeZone) : undefined;
  if (pickupDate) params.set('pickupDate', pickupDate);
  if (returnDate) params.set('returnDate', returnDate);
  if (values.branchId) params.set('branchId', values.branchId);
  if (values.returnBranchId) params.set('returnBranchId', values.returnBranchId);
  if (values.category) params.set('category', values.category);
  const query = params.toString();
  return `${paths.tenant.catalog.getHref()}${query ? `?${query}` : ''}`;
}

// Quick booking: dates, pickup and return branch and category lead to the cars free for
// those dates. Times are the company's wall clock, as everywhere a booking is typed.
export function QuickBookingForm({
  branches,
  timeZone,
}: {
  branches: PublicBranchView[] | undefined;
  timeZone: string;
}) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(empty);
  const [submitted, setSubmitted] = useState(false);
  const set =
    (key: keyof Values) => (event: React.ChangeEvent<HTMLElement & { value: string }>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [key]: value }));
    };
  const misordered =
    values.pickup !== '' && values.dropOff !== '' && values.dropOff <= values.pickup;
  const missing = submitted && (values.pickup === '') !== (values.dropOff === '');
  const branchChoices = [
    { value: '', label: t('booking.anyBranch') },
    ...(branches ?? []).map((b) => ({ value: b.id, label: `${b.name} · ${b.city}` })),
  ];

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      shadow="sm"
      component="form"
      aria-labelledby="quick-booking-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (misordered || (values.pickup === '') !== (values.dropOff === '')) return;
        void navigate(catalogSearchHref(values, timeZone));
      }}
    >
      <Stack gap="sm">
        <Text id="quick-booking-title" fw={700} fz="lg" component="h2" m={0}>
          {t('booking.title')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label={t('booking.pickupDate')}
            value={values.pickup}
            onChange={set('pickup')}
            error={missing && values.pickup === '' ? t('booking.bothDates') : undefined}
          />
          <TextInput
            type="datetime-local"
            label={t('booking.returnDate')}
            value={values.dropOff}
            onChange={set('dropOff')}
            error={
              misordered
                ? t('booking.datesOrder')
                : missing && values.dropOff === ''
                  ? t('booking.bothDates')
                  : undefined
            }
          />
          <NativeSelect
            label={t('booking.pickupBranch')}
            value={values.branchId}
            data={branchChoices}
            onChange={set('branchId')}
          />
          <NativeSelect
            label={t('booking.returnBranch')}
            value={values.returnBranchId}
            data={[{ value: '', label: t('booking.sameBranch') }, ...branchChoices.slice(1)]}
            onChange={set('returnBranchId')}
          />
          <NativeSelect
            label={t('booking.category')}
            value={values.category}
            data={[
              { value: '', label: t('booking.anyCategory') },
              ...vehicleCategories.map((c) => ({ value: c, label: t(`categories.${c}`) })),
            ]}
            onChange={set('category')}
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          {t('booking.zoneHint', { zone: timeZone })}
        </Text>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} w="fit-content">
          {t('booking.search')}
        </Button>
      </Stack>
    </Paper>
  );
}
