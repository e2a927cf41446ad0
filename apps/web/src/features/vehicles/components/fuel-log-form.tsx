import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultCurrency, isCurrency } from '@motorpool/domain/locale-lists';
import { parseMoney } from '@motorpool/domain/money';
import { fuelLogCreateSchema } from '@motorpool/domain/schemas/vehicle-fuel-log';
import { useTranslation } from 'react-i18next';
import { useAddFuelLog } from '../../../api/vehicles/fuel-logs.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldErrorsFromDetails, schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';

type Values = {
  filledAt: string;
  litres: number | string;
  cost: number | string;
  odometerKm: number | string;
  station: string;
  fullTank: boolean;
};
const fields = ['filledAt', 'litresMl', 'costMinor', 'odometerKm', 'station', 'fullTank'] as const;

// The form's field of each input: litres are typed in litres and sent in millilitres, the
// cost in the currency and sent in minor units.
const inputOf: Record<(typeof fields)[number], keyof Values> = {
  filledAt: 'filledAt',
  litresMl: 'litres',
  costMinor: 'cost',
  odometerKm: 'odometerKm',
  station: 'station',
  fullTank: 'fullTank',
};

const toFormErrors = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      inputOf[path as keyof typeof inputOf] ?? path,
      message,
    ]),
  );

/** The local time now, as a datetime-local input shows it. */
function localNow(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

// A fill-up: when, how much, what it cost, the odometer and whether the tank was filled up.
export function FuelLogForm({
  vehicleId,
  mileage,
  currency,
  onDone,
}: {
  vehicleId: string;
  mileage: number;
  currency: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('vehicles');
  const { language } = useLanguage();
  const add = useAddFuelLog(vehicleId);
  const money = isCurrency(currency) ? currency : defaultCurrency;
  const toInput = (values: Values) => {
    const cost = parseMoney(String(values.cost), money);
    const filledAt = new Date(values.filledAt);
    return {
      filledAt: Number.isNaN(filledAt.getTime()) ? values.filledAt : filledAt.toISOString(),
      litresMl: values.litres === '' ? undefined : Math.round(Number(values.litres) * 1000),
      costMinor: values.cost === '' ? undefined : cost.ok ? cost.minor : Number.NaN,
      odometerKm: values.odometerKm === '' ? undefined : Number(values.odometerKm),
      station: values.station,
      fullTank: values.fullTank,
    };
  };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      filledAt: localNow(),
      litres: '',
      cost: '',
      odometerKm: mileage,
      station: '',
      fullTank: true,
    },
    validate: (values) =>
      toFormErrors(schemaErrors(fuelLogCreateSchema, toInput(values), language)),
  });

  const submit = form.onSubmit(async (values) => {
    const parsed = fuelLogCreateSchema.safeParse(toInput(values));
    if (!parsed.success) return;
    try {
      await add.mutateAsync(parsed.data);
      notifySuccess(t('fuelLog.added.title'), t('fuelLog.added.message'));
      onDone();
    } catch (error) {
      const { fieldErrors, unmatched } = isApiError(error)
        ? fieldErrorsFromDetails(error.details, fields)
        : { fieldErrors: {}, unmatched: [] };
      form.setErrors(toFormErrors(fieldErrors));
      if (Object.keys(fieldErrors).length === 0 || unmatched.length > 0)
        notifyFailure(t('fuelLog.failed.title'), t('fuelLog.failed.message'), error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="datetime-local"
            label={t('fuelLog.filledAt')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('filledAt')}
          />
          <NumberInput
            label={t('fuelLog.litres')}
            withAsterisk
            allowNegative={false}
            decimalScale={3}
            {...form.getInputProps('litres')}
          />
          <NumberInput
            label={t('fuelLog.cost', { currency })}
            withAsterisk
            allowNegative={false}
            decimalScale={3}
            {...form.getInputProps('cost')}
          />
          <NumberInput
            label={t('fuelLog.odometer')}
            withAsterisk
            allowNegative={false}
            allowDecimal={false}
            {...form.getInputProps('odometerKm')}
          />
        </SimpleGrid>
        <TextInput label={t('fuelLog.station')} {...form.getInputProps('station')} />
        <Checkbox
          label={t('fuelLog.fullTank')}
          {...form.getInputProps('fullTank', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('fuelLog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
