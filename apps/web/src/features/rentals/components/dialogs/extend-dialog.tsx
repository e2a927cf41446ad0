import { useState } from 'react';
import { Alert, Button, DataList, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import {
  rentalExtendSchema,
  type RentalExtensionView,
  type RentalView,
} from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { schemaErrors, type FieldErrors } from '../../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { fromZonedInput, toZonedInput } from '../../../../shared/i18n/zoned-time.ts';
import { Field } from '../../../../shared/ui/section-card.tsx';
import { useRentalFormat } from '../../lib/use-rental-format.ts';
import { conflictingBooking } from '../../lib/vehicle-conflict.ts';
import { ConflictAlert } from '../conflict-alert.tsx';
import { DialogForm } from './dialog-form.tsx';
import { FormButtons } from '../form-buttons.tsx';
import { useRunRentalAction } from './use-run-rental-action.ts';

const dayMs = 24 * 60 * 60 * 1000;

// POST /rentals/{id}/extend: a later return, typed in the company's zone, with a reason. The
// answer says what it added; an overdue rental is offered the settlement first.
export function ExtendDialog({
  rental,
  onClose,
  onSettle,
}: {
  rental: RentalView;
  onClose: () => void;
  onSettle: () => void;
}) {
  const { t } = useTranslation('rentals');
  const { language } = useLanguage();
  const { when, amount, timeZone, number } = useRentalFormat();
  const { run, pending } = useRunRentalAction(rental, ['newReturnDate', 'reason']);
  const [newReturn, setNewReturn] = useState(() =>
    toZonedInput(new Date(Date.parse(rental.returnDate) + dayMs).toISOString(), timeZone),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [overdue, setOverdue] = useState<string | null>(null);
  const [added, setAdded] = useState<RentalExtensionView | null>(null);

  const submit = async () => {
    setConflict(null);
    setOverdue(null);
    const input = {
      newReturnDate: fromZonedInput(newReturn, timeZone) ?? newReturn,
      reason: reason.trim(),
    };
    const found = schemaErrors(rentalExtendSchema, input, language);
    if (!found.newReturnDate && Date.parse(input.newReturnDate) <= Date.parse(rental.returnDate))
      found.newReturnDate = t('dialogs.extend.afterCurrent');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await run({ action: 'extend', body: input }, (error) => {
      const booking = conflictingBooking(error);
      if (booking !== null) {
        setConflict(booking);
        return true;
      }
      if (isApiError(error) && error.status === 409 && rental.isOverdue) {
        setOverdue(error.message);
        return true;
      }
      return false;
    });
    if ('saved' in outcome) setAdded(outcome.saved.extensions.at(-1) ?? null);
    else setErrors(outcome.fieldErrors);
  };

  if (added)
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" title={t('dialogs.extend.doneTitle')}>
          <DataList>
            <Field label={t('fields.newReturnDate')}>{when(added.newReturnDate)}</Field>
            <Field label={t('fields.additionalDays')}>{number(added.additionalDays)}</Field>
            <Field label={t('fields.extensionAmount')}>
              {amount(added.amount, rental.quote.currency)}
            </Field>
          </DataList>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('dialogs.done')}</Button>
        </Group>
      </Stack>
    );

  return (
    <DialogForm
      message={t('dialogs.extend.message', {
        number: rental.rentalNumber,
        date: when(rental.returnDate),
      })}
      onSubmit={submit}
    >
      <TextInput
        type="datetime-local"
        label={t('fields.newReturnDate')}
        description={t('form.timeZone', { zone: timeZone })}
        withAsterisk
        value={newReturn}
        onChange={(event) => setNewReturn(event.currentTarget.value)}
        error={errors.newReturnDate}
      />
      <Textarea
        label={t('fields.reason')}
        withAsterisk
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={errors.reason}
      />
      <ConflictAlert booking={conflict} />
      {overdue && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlarm size={18} aria-hidden />}
          title={t('overdue.badge')}
        >
          <Stack gap="sm">
            <Text fz="sm">{overdue}</Text>
            <Button color="red" variant="light" w="fit-content" onClick={onSettle}>
              {t('actions.settle')}
            </Button>
          </Stack>
        </Alert>
      )}
      <FormButtons submitLabel={t('dialogs.extend.submit')} onCancel={onClose} loading={pending} />
    </DialogForm>
  );
}
