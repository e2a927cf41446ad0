import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type VehicleView, vehicleMileageResetSchema } from '@motorpool/domain/schemas/vehicle';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldErrorsFromDetails, schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useResetMileage } from '../../../api/vehicles/save-vehicle.ts';
import { vehicleName } from './vehicle-name.ts';

type Values = { mileage: number | string; reason: string };
const toInput = (values: Values) => ({
  mileage: values.mileage === '' ? undefined : Number(values.mileage),
  reason: values.reason,
});

// Reset mileage: asks the new odometer reading and why it changed.
export function ResetMileageModal({
  vehicle,
  opened,
  onClose,
}: {
  vehicle: VehicleView;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('vehicles');
  const { language } = useLanguage();
  const format = useFormat();
  const reset = useResetMileage();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { mileage: 0, reason: '' },
    validate: (values) => schemaErrors(vehicleMileageResetSchema, toInput(values), language),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const parsed = vehicleMileageResetSchema.safeParse(toInput(values));
    if (!parsed.success) return;
    try {
      const saved = await reset.mutateAsync({ id: vehicle.id, body: parsed.data });
      notifySuccess(
        t('toasts.mileageReset.title'),
        t('toasts.mileageReset.message', {
          name: vehicleName(saved),
          mileage: format.number(saved.mileage),
        }),
      );
      close();
    } catch (error) {
      const { fieldErrors, unmatched } = isApiError(error)
        ? fieldErrorsFromDetails(error.details, ['mileage', 'reason'])
        : { fieldErrors: {}, unmatched: [] };
      form.setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0 || unmatched.length > 0)
        notifyFailure(t('toasts.mileageFailed.title'), t('toasts.mileageFailed.message'), error);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('mileage.title')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t('mileage.current', { mileage: format.number(vehicle.mileage) })}
          </Text>
          <NumberInput
            label={t('mileage.newReading')}
            withAsterisk
            allowDecimal={false}
            allowNegative={false}
            data-autofocus
            {...form.getInputProps('mileage')}
          />
          <Textarea
            label={t('mileage.reason')}
            placeholder={t('mileage.reasonHint')}
            withAsterisk
            autosize
            minRows={2}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('confirm.cancel')}
            </Button>
            <Button type="submit" loading={reset.isPending}>
              {t('mileage.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
