import { useState } from 'react';
import { Alert, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { paymentCreateSchema, type PaymentView } from '@motorpool/domain/schemas/payment';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { schemaErrors, type FieldErrors } from '../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCustomerChoices } from '../../../api/customers/customer-choices.ts';
import { useCustomerBookings } from '../../../api/payments/payment-choices.ts';
import { useCreatePayment } from '../../../api/payments/save-payment.ts';
import { minorFromTyped } from '../lib/money-input.ts';
import { usePaymentFormat } from '../lib/use-payment-format.ts';
import { DialogButtons } from './dialogs/dialog-buttons.tsx';
import { usePaymentOptions } from './use-payment-options.ts';

type Draft = {
  customerId: string;
  reservationId: string;
  rentalId: string;
  type: string;
  paymentMethod: string;
  amount: string;
  processingFees: string;
  description: string;
  notes: string;
};

const emptyDraft: Draft = {
  customerId: '',
  reservationId: '',
  rentalId: '',
  type: 'reservation',
  paymentMethod: 'cash',
  amount: '',
  processingFees: '',
  description: '',
  notes: '',
};

const typed = (text: string) => (text.trim() ? text.trim() : undefined);

// A pending payment to take (POST /payments). Amounts are typed in major units of the
// company's currency and sent in minor units; the Idempotency-Key is made when the form opens
// and kept for every retry of the same submit.
export function PaymentCreateForm({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (saved: PaymentView) => void;
}) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const { companyCurrency } = usePaymentFormat();
  const create = useCreatePayment();
  const [key] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const payers = useCustomerChoices(search);
  const bookings = useCustomerBookings(draft.customerId);
  const options = usePaymentOptions();

  const set = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  const money = (text: string) => {
    if (!text.trim()) return undefined;
    return minorFromTyped(text, companyCurrency) ?? Number.NaN;
  };

  const submit = () => {
    const body = {
      customerId: draft.customerId,
      reservationId: typed(draft.reservationId),
      rentalId: typed(draft.rentalId),
      type: draft.type,
      paymentMethod: draft.paymentMethod,
      amount: money(draft.amount) ?? Number.NaN,
      processingFees: money(draft.processingFees),
      description: typed(draft.description),
      notes: typed(draft.notes),
    };
    const found = schemaErrors(paymentCreateSchema, body, language);
    if (!draft.amount.trim()) found.amount = t('form.amountRequired');
    setErrors(found);
    const parsed = paymentCreateSchema.safeParse(body);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setFailure(null);
    create.mutate(
      { body: parsed.data, key },
      {
        onSuccess: (saved) => {
          notifySuccess(
            t('toasts.created.title'),
            t('toasts.created.message', { number: saved.paymentNumber }),
          );
          onSaved(saved);
        },
        onError: (error) => setFailure(isApiError(error) ? error.message : t('form.failedToSend')),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Select
          label={t('fields.customer')}
          placeholder={t('form.customerSearch')}
          withAsterisk
          searchable
          filter={({ options: shown }) => shown}
          onSearchChange={setSearch}
          data={(payers.data ?? []).map((customer) => ({
            value: customer.id,
            label: `${customer.firstName} ${customer.lastName}`,
          }))}
          nothingFoundMessage={t('form.noCustomers')}
          value={draft.customerId || null}
          error={errors.customerId}
          onChange={(value) => set({ customerId: value ?? '', reservationId: '', rentalId: '' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('fields.reservation')}
            clearable
            disabled={!draft.customerId}
            data={bookings.reservations.map((reservation) => ({
              value: reservation.id,
              label: reservation.reservationNumber,
            }))}
            value={draft.reservationId || null}
            onChange={(value) => set({ reservationId: value ?? '' })}
          />
          <Select
            label={t('fields.rental')}
            clearable
            disabled={!draft.customerId}
            data={bookings.rentals.map((rental) => ({
              value: rental.id,
              label: rental.rentalNumber,
            }))}
            value={draft.rentalId || null}
            onChange={(value) => set({ rentalId: value ?? '' })}
          />
          <Select
            label={t('fields.type')}
            withAsterisk
            allowDeselect={false}
            data={options.payableTypes}
            value={draft.type}
            error={errors.type}
            onChange={(value) => set({ type: value ?? draft.type })}
          />
          <Select
            label={t('fields.method')}
            withAsterisk
            allowDeselect={false}
            data={options.methods}
            value={draft.paymentMethod}
            error={errors.paymentMethod}
            onChange={(value) => set({ paymentMethod: value ?? draft.paymentMethod })}
          />
          <TextInput
            label={t('fields.amount', { currency: companyCurrency ?? '' })}
            withAsterisk
            dir="ltr"
            inputMode="decimal"
            value={draft.amount}
            error={errors.amount}
            onChange={(event) => set({ amount: event.currentTarget.value })}
          />
          <TextInput
            label={t('fields.processingFees', { currency: companyCurrency ?? '' })}
            dir="ltr"
            inputMode="decimal"
            value={draft.processingFees}
            error={errors.processingFees}
            onChange={(event) => set({ processingFees: event.currentTarget.value })}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.description')}
          maxLength={500}
          value={draft.description}
          error={errors.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <Textarea
          label={t('fields.notes')}
          maxLength={2000}
          autosize
          minRows={2}
          value={draft.notes}
          error={errors.notes}
          onChange={(event) => set({ notes: event.currentTarget.value })}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <DialogButtons
          submitLabel={t('form.submit')}
          onCancel={onClose}
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
