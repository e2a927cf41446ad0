import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type VehicleView,
  vehicleCreateSchema,
  vehicleUpdateSchema,
} from '@motorpool/domain/schemas/vehicle';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreateVehicle, useUpdateVehicle } from '../../../api/vehicles/save-vehicle.ts';
import { VehicleFormFields } from './vehicle-form-fields.tsx';
import {
  changedVehicleFields,
  initialVehicleValues,
  toVehicleInput,
  vehicleFormFields,
  type VehicleFormValues,
} from './vehicle-form-values.ts';
import { vehicleName } from './vehicle-name.ts';

type VehicleFormProps = {
  vehicle?: VehicleView;
  currency: string;
  onDone: (vehicle: VehicleView) => void;
  onCancel: () => void;
};

// Vehicle create/edit: the domain schema validates with translated messages; the
// server's 409 (duplicate VIN or plate) and 400 details land on their fields.
export function VehicleForm({ vehicle, currency, onDone, onCancel }: VehicleFormProps) {
  const { t } = useTranslation('vehicles');
  const { language } = useLanguage();
  const createVehicle = useCreateVehicle();
  const updateVehicle = useUpdateVehicle();
  const schema = vehicle ? vehicleUpdateSchema : vehicleCreateSchema;
  const input = (values: VehicleFormValues) => toVehicleInput(values, currency, !vehicle);

  const form = useForm<VehicleFormValues>({
    mode: 'controlled',
    initialValues: initialVehicleValues(vehicle, currency),
    validate: (values) => schemaErrors(schema, input(values), language),
  });

  const { focusFirstError, showServerErrors } = formErrorHandling(form, vehicleFormFields);

  const handleError = (error: unknown) => {
    if (showServerErrors(error) === 'onFields') return;
    const key = vehicle ? 'updateFailed' : 'createFailed';
    notifyFailure(t(`toasts.${key}.title`), t(`toasts.${key}.message`), error);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      let saved: VehicleView;
      if (vehicle) {
        const parsed = vehicleUpdateSchema.safeParse(input(values));
        if (!parsed.success) return;
        const body = changedVehicleFields(parsed.data, vehicle);
        saved =
          Object.keys(body).length > 0
            ? await updateVehicle.mutateAsync({ id: vehicle.id, body })
            : vehicle;
      } else {
        const parsed = vehicleCreateSchema.safeParse(input(values));
        if (!parsed.success) return;
        saved = await createVehicle.mutateAsync(parsed.data);
      }
      const key = vehicle ? 'updated' : 'created';
      notifySuccess(
        t(`toasts.${key}.title`),
        t(`toasts.${key}.message`, { name: vehicleName(saved) }),
      );
      onDone(saved);
    } catch (error) {
      handleError(error);
    }
  }, focusFirstError);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <VehicleFormFields form={form} creating={!vehicle} currency={currency} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {vehicle ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
