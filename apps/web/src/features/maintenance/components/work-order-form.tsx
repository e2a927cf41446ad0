import { useMemo, useState } from 'react';
import {
  Alert,
  Divider,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  maintenanceCreateSchema,
  maintenanceUpdateSchema,
  type MaintenanceCreateInput,
  type MaintenanceUpdateInput,
  type WorkOrderView,
} from '@motorpool/domain/schemas/maintenance';
import { maintenanceCost } from '@motorpool/domain/pricing';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import {
  fieldErrorsFromDetails,
  schemaErrors,
  type FieldErrors,
} from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import {
  useCreateWorkOrder,
  useUpdateWorkOrder,
} from '../../../api/maintenance/save-maintenance.ts';
import { useDraft } from '../lib/use-draft.ts';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';
import { CostSummary } from './cost-summary.tsx';
import {
  bodyFrom,
  changedFields,
  draftFrom,
  emptyDraft,
  type MaintenanceDraft,
} from './maintenance-form-values.ts';
import { FormButtons } from './form-buttons.tsx';
import { PartsEditor } from './parts-editor.tsx';
import { useMaintenanceOptions } from './use-maintenance-options.ts';
import { VehiclePicker } from './vehicle-picker.tsx';

type TextField = Exclude<keyof MaintenanceDraft, 'parts'>;

// The error paths of the API's labour object, onto the form's two inputs.
const fieldOf = (path: string) =>
  path.replace(/^labor\.hours$/, 'laborHours').replace(/^labor\.rate$/, 'laborRate');

// POST /maintenance (new) or PATCH /maintenance/{id} (edit): vehicle, the issue, the service
// and its parts and costs. Money is typed in the company's currency and sent in minor units;
// the breakdown's totals follow as it is typed, computed by the domain as the API does.
export function WorkOrderForm({
  order,
  vehicleId,
  onClose,
  onSaved,
}: {
  order?: WorkOrderView;
  vehicleId?: string;
  onClose: () => void;
  onSaved: (saved: WorkOrderView) => void;
}) {
  const { t } = useTranslation('maintenance');
  const { language } = useLanguage();
  const { timeZone, currency } = useMaintenanceFormat();
  const options = useMaintenanceOptions();
  const create = useCreateWorkOrder();
  const update = useUpdateWorkOrder();
  const [initial] = useState<MaintenanceDraft>(() =>
    order ? draftFrom(order, timeZone, currency) : emptyDraft(vehicleId),
  );
  const { draft, set, errors, setErrors, failure, setFailure } =
    useDraft<MaintenanceDraft>(initial);
  const body = useMemo(() => bodyFrom(draft, timeZone, currency), [draft, timeZone, currency]);
  const cost = useMemo(
    () =>
      maintenanceCost({
        parts: body.parts.map((part) => ({
          quantity: finite(part.quantity),
          unitCost: finite(part.unitCost),
        })),
        labor: body.labor && { hours: finite(body.labor.hours), rate: finite(body.labor.rate) },
        suppliesCost: finite(body.suppliesCost),
        otherCost: finite(body.otherCost),
      }),
    [body],
  );

  const text = (field: TextField, extra: Record<string, unknown> = {}) => ({
    value: draft[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [field]: event.currentTarget.value }),
    ...extra,
  });
  const select = (field: TextField) => ({
    value: draft[field],
    error: errors[field],
    withAsterisk: true,
    allowDeselect: false,
    onChange: (value: string | null) => set({ [field]: value ?? draft[field] }),
  });

  const onSuccess = (saved: WorkOrderView) => {
    const key = order ? 'updated' : 'created';
    notifySuccess(
      t(`toasts.${key}.title`),
      t(`toasts.${key}.message`, { number: saved.workOrderNumber }),
    );
    onSaved(saved);
  };
  const onError = (error: unknown) => {
    if (!isApiError(error)) return setFailure(t('form.failedToSend'));
    const fields = Object.keys(draft).concat(['labor.hours', 'labor.rate']);
    const found = fieldErrorsFromDetails(error.details, [...fields, ...partPaths(draft)]);
    const mapped: FieldErrors = {};
    for (const [path, message] of Object.entries(found.fieldErrors))
      mapped[fieldOf(path)] = message;
    setErrors(mapped);
    setFailure(
      found.unmatched.length > 0 || Object.keys(mapped).length === 0 ? error.message : null,
    );
  };

  const submit = () => {
    const schema = order ? maintenanceUpdateSchema : maintenanceCreateSchema;
    const input = order ? changedFields(body, bodyFrom(initial, timeZone, currency)) : body;
    const found = schemaErrors(schema, input, language);
    const mapped: FieldErrors = {};
    for (const [path, message] of Object.entries(found)) mapped[fieldOf(path)] = message;
    setErrors(mapped);
    const parsed = schema.safeParse(input);
    if (!parsed.success) return;
    setFailure(null);
    if (order && Object.keys(input).length === 0) return onSaved(order);
    if (order)
      update.mutate(
        { id: order.id, body: parsed.data as MaintenanceUpdateInput },
        { onSuccess, onError },
      );
    else create.mutate(parsed.data as MaintenanceCreateInput, { onSuccess, onError });
  };

  return (
    <form
      noValidate
      aria-label={order ? t('form.editTitle') : t('form.newTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <VehiclePicker
          value={draft.vehicleId}
          error={errors.vehicleId}
          disabled={Boolean(order)}
          current={order && { id: order.vehicle.id, name: order.vehicle.name }}
          onChange={(id) => set({ vehicleId: id })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select label={t('fields.type')} data={options.types} {...select('type')} />
          <Select label={t('fields.priority')} data={options.priorities} {...select('priority')} />
          <Select label={t('fields.severity')} data={options.severities} {...select('severity')} />
        </SimpleGrid>
        <Textarea
          label={t('fields.issue')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={2000}
          {...text('issue')}
        />
        <Textarea
          label={t('fields.description')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={2000}
          {...text('description')}
        />
        <Divider />
        <Title order={3} fz="md">
          {t('form.service')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="datetime-local"
            label={t('fields.scheduledDate')}
            description={t('form.timeZone', { zone: timeZone })}
            {...text('scheduledDate')}
          />
          <TextInput
            type="datetime-local"
            label={t('fields.dueDate')}
            description={t('form.timeZone', { zone: timeZone })}
            {...text('dueDate')}
          />
          <TextInput
            label={t('fields.estimatedDuration')}
            dir="ltr"
            inputMode="decimal"
            {...text('estimatedDuration')}
          />
          <TextInput
            label={t('fields.estimatedCostIn', { currency: currency ?? '' })}
            dir="ltr"
            inputMode="decimal"
            {...text('estimatedCost')}
          />
          <TextInput label={t('fields.technician')} maxLength={100} {...text('technician')} />
          <TextInput label={t('fields.location')} maxLength={200} {...text('location')} />
        </SimpleGrid>
        <Divider />
        <PartsEditor
          parts={draft.parts}
          currency={currency ?? ''}
          errors={errors}
          onChange={(parts) => set({ parts })}
        />
        <Divider />
        <Title order={3} fz="md">
          {t('cost.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('fields.laborHours')}
            dir="ltr"
            inputMode="decimal"
            {...text('laborHours')}
          />
          <TextInput
            label={t('fields.laborRateIn', { currency: currency ?? '' })}
            dir="ltr"
            inputMode="decimal"
            {...text('laborRate')}
          />
          <TextInput
            label={t('fields.suppliesCostIn', { currency: currency ?? '' })}
            dir="ltr"
            inputMode="decimal"
            {...text('suppliesCost')}
          />
          <TextInput
            label={t('fields.otherCostIn', { currency: currency ?? '' })}
            dir="ltr"
            inputMode="decimal"
            {...text('otherCost')}
          />
        </SimpleGrid>
        <CostSummary cost={cost} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <FormButtons
          submitLabel={order ? t('form.save') : t('form.create')}
          onCancel={onClose}
          loading={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}

// What is typed so far counts; a blank or unreadable amount counts as nothing.
function finite(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? value : 0;
}

function partPaths(draft: MaintenanceDraft): string[] {
  const names = ['name', 'partNumber', 'quantity', 'unitCost', 'supplier', 'category'];
  return draft.parts.flatMap((_, index) => names.map((name) => `parts.${index}.${name}`));
}
