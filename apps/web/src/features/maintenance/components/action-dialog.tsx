import { useState } from 'react';
import { Alert, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  maintenanceActionSchema,
  maintenanceCompleteSchema,
  maintenanceScheduleSchema,
  type WorkOrderListItemView,
  type WorkOrderView,
} from '@motorpool/domain/schemas/maintenance';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import {
  fieldErrorsFromDetails,
  schemaErrors,
  type FieldErrors,
} from '../../../shared/forms/schema-errors.ts';
import { fromZonedInput } from '../../../shared/i18n/zoned-time.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import {
  useWorkOrderAction,
  type WorkOrderActionRequest,
} from '../../../api/maintenance/save-maintenance.ts';
import { dangerousMaintenanceActions, type MaintenanceAction } from '../lib/maintenance-actions.ts';
import { minorAsInput, typedMinor, typedNumber } from '../lib/money-input.ts';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';
import { EntityFormModal } from '../../../shared/ui/entity-form-modal.tsx';
import { FormButtons } from './form-buttons.tsx';

export type ActionTarget = { order: WorkOrderListItemView; action: MaintenanceAction } | null;

type FieldName =
  | 'scheduledDate'
  | 'dueDate'
  | 'estimatedDuration'
  | 'technician'
  | 'reason'
  | 'actualCost'
  | 'actualDuration'
  | 'mileage'
  | 'notes';
type Fields = Partial<Record<FieldName, string>>;

const fieldsOf: Record<MaintenanceAction, readonly FieldName[]> = {
  schedule: ['scheduledDate', 'dueDate', 'estimatedDuration', 'technician', 'reason'],
  complete: ['actualCost', 'actualDuration', 'mileage', 'notes'],
  start: ['reason'],
  pause: ['reason'],
  resume: ['reason'],
  cancel: ['reason'],
};

function initialFields(
  order: WorkOrderListItemView,
  action: MaintenanceAction,
  currency?: string,
): Fields {
  if (action === 'complete')
    return {
      actualCost: minorAsInput(order.actualCost ?? order.totalCost, currency),
      actualDuration: String(order.actualDuration ?? order.estimatedDuration ?? ''),
      mileage: String(order.vehicle.mileage),
      notes: '',
    };
  if (action === 'schedule')
    return {
      scheduledDate: '',
      dueDate: '',
      estimatedDuration: String(order.estimatedDuration ?? ''),
      technician: order.technician ?? '',
      reason: '',
    };
  return { reason: '' };
}

function requestOf(
  action: MaintenanceAction,
  fields: Fields,
  timeZone: string,
  currency: string | undefined,
): { schema: $ZodType; body: Record<string, unknown> } {
  const text = (key: FieldName) => fields[key]?.trim() || undefined;
  const when = (key: FieldName) => {
    const value = text(key);
    return value ? (fromZonedInput(value, timeZone) ?? value) : undefined;
  };
  if (action === 'complete') {
    const body = {
      actualCost: typedMinor(fields.actualCost ?? '', currency),
      actualDuration: typedNumber(fields.actualDuration ?? ''),
      mileage: typedNumber(fields.mileage ?? ''),
      notes: text('notes'),
    };
    return { schema: maintenanceCompleteSchema, body };
  }
  if (action === 'schedule') {
    const body = {
      scheduledDate: when('scheduledDate'),
      dueDate: when('dueDate'),
      estimatedDuration: typedNumber(fields.estimatedDuration ?? ''),
      technician: text('technician'),
      reason: text('reason'),
    };
    return { schema: maintenanceScheduleSchema, body };
  }
  return { schema: maintenanceActionSchema, body: { reason: text('reason') } };
}

// One step of the work order's machine (POST /maintenance/{id}/{action}): scheduling asks for
// the period, completing for what the work cost and took and the odometer; the others for an
// optional reason. A 409 (the status moved meanwhile) is said in the dialog.
export function ActionDialog({
  target,
  onClose,
  onDone,
}: {
  target: ActionTarget;
  onClose: () => void;
  onDone?: (order: WorkOrderView) => void;
}) {
  const { t } = useTranslation('maintenance');
  const title = target
    ? t(`dialogs.${target.action}.title`, { number: target.order.workOrderNumber })
    : '';
  return (
    <EntityFormModal
      target={target && { mode: 'edit', record: target.order }}
      titles={{ create: title, edit: title }}
      closeLabel={t('dialogs.close')}
      size="lg"
      onClose={onClose}
    >
      {(order) =>
        order &&
        target && (
          <ActionForm
            key={target.action}
            order={order}
            action={target.action}
            onClose={onClose}
            onDone={(saved) => {
              onClose();
              onDone?.(saved);
            }}
          />
        )
      }
    </EntityFormModal>
  );
}

function ActionForm({
  order,
  action,
  onClose,
  onDone,
}: {
  order: WorkOrderListItemView;
  action: MaintenanceAction;
  onClose: () => void;
  onDone: (order: WorkOrderView) => void;
}) {
  const { t } = useTranslation('maintenance');
  const { language } = useLanguage();
  const { timeZone, currency } = useMaintenanceFormat();
  const run = useWorkOrderAction();
  const [fields, setFields] = useState<Fields>(() => initialFields(order, action, currency));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const names = fieldsOf[action];

  const input = (key: FieldName, extra: Record<string, unknown> = {}) => ({
    label: t(`dialogs.fields.${key}`, { currency: currency ?? '' }),
    value: fields[key] ?? '',
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [key]: value }));
      setErrors({});
    },
    ...extra,
  });

  const submit = () => {
    const { schema, body } = requestOf(action, fields, timeZone, currency);
    const found = schemaErrors(schema, body, language);
    setErrors(found);
    const parsed = safeParse(schema, body);
    if (!parsed.success) return;
    setFailure(null);
    // The action's own schema has just accepted the body.
    const request = { action, body: parsed.data } as WorkOrderActionRequest;
    run.mutate(
      { id: order.id, request },
      {
        onSuccess: (saved) => {
          notifySuccess(
            t(`toasts.${action}.title`),
            t(`toasts.${action}.message`, { number: saved.workOrderNumber }),
          );
          onDone(saved);
        },
        onError: (error) => {
          if (!isApiError(error)) return setFailure(t('form.failedToSend'));
          const { fieldErrors, unmatched } = fieldErrorsFromDetails(error.details, names);
          setErrors(fieldErrors);
          if (unmatched.length > 0 || Object.keys(fieldErrors).length === 0)
            setFailure(error.message);
        },
      },
    );
  };

  const numeric = { dir: 'ltr', inputMode: 'decimal', withAsterisk: true };
  const datetime = { type: 'datetime-local', description: t('form.timeZone', { zone: timeZone }) };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm">{t(`dialogs.${action}.message`, { number: order.workOrderNumber })}</Text>
        {action === 'complete' && (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <TextInput {...input('actualCost', numeric)} />
            <TextInput {...input('actualDuration', numeric)} />
            <TextInput {...input('mileage', { ...numeric, inputMode: 'numeric' })} />
          </SimpleGrid>
        )}
        {action === 'schedule' && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput {...input('scheduledDate', { ...datetime, withAsterisk: true })} />
            <TextInput {...input('dueDate', datetime)} />
            <TextInput {...input('estimatedDuration', { dir: 'ltr', inputMode: 'decimal' })} />
            <TextInput {...input('technician', { maxLength: 100 })} />
          </SimpleGrid>
        )}
        <Textarea
          autosize
          minRows={2}
          maxLength={action === 'complete' ? 5000 : 500}
          {...input(action === 'complete' ? 'notes' : 'reason')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <FormButtons
          submitLabel={t(`actions.${action}`)}
          onCancel={onClose}
          loading={run.isPending}
          danger={dangerousMaintenanceActions.has(action)}
        />
      </Stack>
    </form>
  );
}
