import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { isCurrency, defaultCurrency } from '@motorpool/domain/locale-lists';
import { parseMoney } from '@motorpool/domain/money';
import { vehicleMaintenanceRecordSchema } from '@motorpool/domain/schemas/vehicle';
import { maintenanceTypes, type MaintenanceType } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldErrorsFromDetails, schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useAddMaintenanceRecord } from '../../../api/vehicles/vehicle-records.ts';

type Values = {
  date: string;
  type: MaintenanceType | null;
  description: string;
  cost: number | string;
  mileage: number | string;
};
const fields = ['date', 'type', 'description', 'cost', 'mileage'] as const;

// Maintenance history form: cost positive, mileage non-negative.
export function MaintenanceRecordForm({
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
  const add = useAddMaintenanceRecord(vehicleId);
  const toInput = (values: Values) => {
    const cost = parseMoney(String(values.cost), isCurrency(currency) ? currency : defaultCurrency);
    return {
      date: values.date,
      type: values.type ?? undefined,
      description: values.description,
      cost: values.cost === '' ? undefined : cost.ok ? cost.minor : Number.NaN,
      mileage: values.mileage === '' ? undefined : Number(values.mileage),
    };
  };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      date: new Date().toISOString().slice(0, 10),
      type: null,
      description: '',
      cost: '',
      mileage,
    },
    validate: (values) => schemaErrors(vehicleMaintenanceRecordSchema, toInput(values), language),
  });

  const submit = form.onSubmit(async (values) => {
    const parsed = vehicleMaintenanceRecordSchema.safeParse(toInput(values));
    if (!parsed.success) return;
    try {
      await add.mutateAsync(parsed.data);
      notifySuccess(t('toasts.recordAdded.title'), t('toasts.recordAdded.message'));
      onDone();
    } catch (error) {
      const { fieldErrors, unmatched } = isApiError(error)
        ? fieldErrorsFromDetails(error.details, fields)
        : { fieldErrors: {}, unmatched: [] };
      form.setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0 || unmatched.length > 0)
        notifyFailure(t('toasts.recordFailed.title'), t('toasts.recordFailed.message'), error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="date"
            label={t('maintenance.date')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('date')}
          />
          <Select
            label={t('maintenance.type')}
            withAsterisk
            data={maintenanceTypes.map((type) => ({
              value: type,
              label: t(`maintenanceType.${type}`),
            }))}
            {...form.getInputProps('type')}
          />
          <NumberInput
            label={t('maintenance.cost', { currency })}
            withAsterisk
            allowNegative={false}
            decimalScale={3}
            {...form.getInputProps('cost')}
          />
          <NumberInput
            label={t('maintenance.mileage')}
            withAsterisk
            allowNegative={false}
            allowDecimal={false}
            {...form.getInputProps('mileage')}
          />
        </SimpleGrid>
        <Textarea
          label={t('maintenance.description')}
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('maintenance.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
