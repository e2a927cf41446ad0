import { useState } from 'react';
import {
  Alert,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  serviceScheduleCreateSchema,
  serviceScheduleUpdateSchema,
  type ServiceScheduleCreateInput,
  type ServiceScheduleUpdateInput,
  type ServiceScheduleView,
} from '@motorpool/domain/schemas/maintenance';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { fieldErrorsFromDetails, schemaErrors } from '../../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { notifySuccess } from '../../../../shared/ui/notify.ts';
import {
  useCreateSchedule,
  useUpdateSchedule,
} from '../../../../api/maintenance/service-schedules.ts';
import { typedNumber } from '../../lib/money-input.ts';
import { useDraft } from '../../lib/use-draft.ts';
import { FormButtons } from '../form-buttons.tsx';
import { useMaintenanceOptions } from '../use-maintenance-options.ts';
import { VehiclePicker } from '../vehicle-picker.tsx';

type Target = 'vehicle' | 'category';
const fields = [
  'vehicleId',
  'category',
  'type',
  'description',
  'intervalKm',
  'intervalMonths',
  'startDate',
  'startMileage',
];

const count = (value: number | null | undefined) => (value == null ? '' : String(value));

// A service schedule (POST or PATCH /maintenance/schedules): every N km and/or every M months,
// whichever comes first, for one vehicle or every vehicle of a category. The target is chosen
// once; an edit changes the rest.
export function ScheduleForm({
  schedule,
  onClose,
}: {
  schedule?: ServiceScheduleView;
  onClose: () => void;
}) {
  const { t } = useTranslation('maintenance');
  const { language } = useLanguage();
  const options = useMaintenanceOptions();
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const [target, setTarget] = useState<Target>(schedule?.category ? 'category' : 'vehicle');
  const { draft, set, errors, setErrors, failure, setFailure } = useDraft({
    vehicleId: schedule?.vehicleId ?? '',
    category: schedule?.category ?? '',
    type: schedule?.type ?? 'preventive',
    description: schedule?.description ?? '',
    intervalKm: count(schedule?.intervalKm),
    intervalMonths: count(schedule?.intervalMonths),
    startDate: schedule?.startDate ?? '',
    startMileage: count(schedule?.startMileage),
    active: schedule?.active ?? true,
  });
  const text = (
    key: 'description' | 'intervalKm' | 'intervalMonths' | 'startDate' | 'startMileage',
  ) => ({
    label: t(`schedules.fields.${key}`),
    value: draft[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      set({ [key]: event.currentTarget.value }),
  });

  const done = (saved: ServiceScheduleView) => {
    notifySuccess(
      t(schedule ? 'toasts.scheduleUpdated.title' : 'toasts.scheduleCreated.title'),
      saved.description,
    );
    onClose();
  };
  const failed = (error: unknown) => {
    if (!isApiError(error)) return setFailure(t('form.failedToSend'));
    const { fieldErrors, unmatched } = fieldErrorsFromDetails(error.details, fields);
    setErrors(fieldErrors);
    if (unmatched.length > 0 || Object.keys(fieldErrors).length === 0) setFailure(error.message);
  };

  const submit = () => {
    const common = {
      type: draft.type,
      description: draft.description.trim(),
      startDate: draft.startDate || undefined,
      active: draft.active,
    };
    if (schedule) {
      const body = {
        ...common,
        intervalKm: typedNumber(draft.intervalKm) ?? null,
        intervalMonths: typedNumber(draft.intervalMonths) ?? null,
        startMileage: typedNumber(draft.startMileage) ?? null,
      };
      const found = schemaErrors(serviceScheduleUpdateSchema, body, language);
      if (body.intervalKm === null && body.intervalMonths === null)
        found.intervalKm ??= t('schedules.intervalRequired');
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      setFailure(null);
      const id = schedule.id;
      update.mutate(
        { id, body: body as ServiceScheduleUpdateInput },
        { onSuccess: done, onError: failed },
      );
      return;
    }
    const body = {
      ...common,
      vehicleId: target === 'vehicle' ? draft.vehicleId || undefined : undefined,
      category: target === 'category' ? draft.category || undefined : undefined,
      intervalKm: typedNumber(draft.intervalKm),
      intervalMonths: typedNumber(draft.intervalMonths),
      startMileage: typedNumber(draft.startMileage),
    };
    const found = schemaErrors(serviceScheduleCreateSchema, body, language);
    if (target === 'category' && found.vehicleId) found.category = found.vehicleId;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    create.mutate(body as ServiceScheduleCreateInput, { onSuccess: done, onError: failed });
  };

  return (
    <form
      noValidate
      aria-label={schedule ? t('schedules.editTitle') : t('schedules.newTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {schedule ? (
          <Text fz="sm">
            {schedule.vehicle
              ? t('schedules.forVehicle', { vehicle: schedule.vehicle.name })
              : t('schedules.forCategory', {
                  category: options.categories.find((c) => c.value === schedule.category)?.label,
                })}
          </Text>
        ) : (
          <>
            <SegmentedControl
              fullWidth
              aria-label={t('schedules.target')}
              value={target}
              onChange={(value) => setTarget(value as Target)}
              data={[
                { value: 'vehicle', label: t('schedules.oneVehicle') },
                { value: 'category', label: t('schedules.oneCategory') },
              ]}
            />
            {target === 'vehicle' ? (
              <VehiclePicker
                value={draft.vehicleId}
                error={errors.vehicleId}
                onChange={(vehicleId) => set({ vehicleId })}
              />
            ) : (
              <Select
                label={t('schedules.fields.category')}
                withAsterisk
                data={options.categories}
                value={draft.category || null}
                error={errors.category}
                onChange={(category) => set({ category: category ?? '' })}
              />
            )}
          </>
        )}
        <TextInput withAsterisk maxLength={500} {...text('description')} />
        <Select
          label={t('fields.type')}
          allowDeselect={false}
          data={options.types}
          value={draft.type}
          onChange={(type) => set({ type: type ?? draft.type })}
        />
        <Text fz="xs" c="dimmed">
          {t('schedules.intervalHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput dir="ltr" inputMode="numeric" {...text('intervalKm')} />
          <TextInput dir="ltr" inputMode="numeric" {...text('intervalMonths')} />
          <TextInput type="date" {...text('startDate')} />
          <TextInput dir="ltr" inputMode="numeric" {...text('startMileage')} />
        </SimpleGrid>
        <Switch
          label={t('schedules.fields.active')}
          checked={draft.active}
          onChange={(event) => set({ active: event.currentTarget.checked })}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <FormButtons
          submitLabel={schedule ? t('form.save') : t('schedules.create')}
          onCancel={onClose}
          loading={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}
