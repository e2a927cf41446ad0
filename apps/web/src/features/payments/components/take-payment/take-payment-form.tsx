import { useRef, useState } from 'react';
import { Alert, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  cardInputSchema,
  isCardMethod,
  paymentCreateSchema,
  type PaymentProcessInput,
  type PaymentView,
} from '@motorpool/domain/schemas/payment';
import type { PaymentMethod } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { schemaErrors, type FieldErrors } from '../../../../shared/forms/schema-errors.ts';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { useCreatePayment, useProcessPayment } from '../../../../api/payments/save-payment.ts';
import { minorFromTyped } from '../../lib/money-input.ts';
import { usePaymentFormat } from '../../lib/use-payment-format.ts';
import { CardFields, cardBody, emptyCard, type CardDraft } from '../dialogs/card-fields.tsx';
import { DialogButtons } from '../dialogs/dialog-buttons.tsx';
import { SandboxAlert } from '../dialogs/sandbox-alert.tsx';
import { usePaymentOptions } from '../use-payment-options.ts';
import { DeclinedAlert, TakePaymentOutcome } from './take-payment-outcome.tsx';
import {
  owedAsInput,
  useAttemptKey,
  type PayableType,
  type TakePaymentTarget,
} from './take-payment-target.ts';

type Draft = {
  type: PayableType;
  method: PaymentMethod;
  amount: string;
  reference: string;
  card: CardDraft;
};

// The card as the processor takes it, or the staff's reference for money they received.
function processInput(draft: Draft, language: Language) {
  if (!isCardMethod(draft.method)) {
    const reference = draft.reference.trim();
    return { errors: {}, body: reference ? { transactionId: reference } : {} };
  }
  const details = cardBody(draft.card);
  const parsed = cardInputSchema.safeParse(details);
  const errors = schemaErrors(cardInputSchema, details, language);
  return { errors, body: parsed.success ? { card: parsed.data } : null };
}

// One submit takes the money: the payment is recorded (POST /payments), then processed (POST
// /payments/{id}/process). Each call has its Idempotency-Key, kept for a retry of the same
// request, so a double click or a retry after a lost answer never charges twice. Once recorded,
// the payment's amount, type and method stay; a declined card may be retried with another.
export function TakePaymentForm({
  target,
  onClose,
}: {
  target: TakePaymentTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const format = usePaymentFormat();
  const currency = target.currency ?? format.companyCurrency;
  const money = (minor: number) => format.amount(minor, currency);
  const options = usePaymentOptions();
  const create = useCreatePayment();
  const process = useProcessPayment();
  const createKey = useAttemptKey();
  const processKey = useAttemptKey();
  const busy = useRef(false);
  const [draft, setDraft] = useState<Draft>(() => ({
    type: target.choices[0]?.type ?? 'reservation',
    method: 'cash',
    amount: owedAsInput(target.choices[0]?.owed, currency),
    reference: '',
    card: emptyCard,
  }));
  const [recorded, setRecorded] = useState<PaymentView | null>(null);
  const [declined, setDeclined] = useState<PaymentView | null>(null);
  const [taken, setTaken] = useState<PaymentView | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (taken) return <TakePaymentOutcome payment={taken} onPaid={target.onPaid} onClose={onClose} />;

  const set = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  const owedFor = (type: PayableType) => target.choices.find((c) => c.type === type)?.owed;
  const minor = draft.amount.trim() ? minorFromTyped(draft.amount, currency) : null;
  const byCard = isCardMethod(draft.method);
  const locked = recorded !== null;

  const createBody = () => ({
    customerId: target.customerId,
    ...(target.reservationId ? { reservationId: target.reservationId } : {}),
    ...(target.rentalId ? { rentalId: target.rentalId } : {}),
    type: draft.type,
    paymentMethod: draft.method,
    amount: minor ?? Number.NaN,
  });

  const send = async (body: PaymentProcessInput) => {
    busy.current = true;
    setFailure(null);
    setDeclined(null);
    try {
      let payment = recorded;
      if (!payment) {
        const input = paymentCreateSchema.parse(createBody());
        payment = await create.mutateAsync({ body: input, key: createKey(input) });
        setRecorded(payment);
      }
      const request = { id: payment.id, body };
      const saved = await process.mutateAsync({ ...request, key: processKey(request) });
      if (saved.status === 'failed') setDeclined(saved);
      else setTaken(saved);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('takePayment.failedToSend'));
    } finally {
      busy.current = false;
    }
  };

  const submit = () => {
    if (busy.current) return;
    const found: FieldErrors = {};
    if (!locked) {
      Object.assign(found, schemaErrors(paymentCreateSchema, createBody(), language));
      if (!draft.amount.trim()) found.amount = t('form.amountRequired');
      else if (minor === null) found.amount = t('refund.amountInvalid');
    }
    const processing = processInput(draft, language);
    Object.assign(found, processing.errors);
    setErrors(found);
    if (Object.keys(found).length > 0 || !processing.body) return;
    void send(processing.body);
  };

  const owed = owedFor(draft.type) ?? 0;
  const total = minor !== null && minor > 0 ? money(minor) : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm">
          {owed > 0 ? t('takePayment.owed', { amount: money(owed) }) : t('takePayment.nothingOwed')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('fields.type')}
            withAsterisk
            allowDeselect={false}
            disabled={locked}
            data={target.choices.map(({ type }) => ({ value: type, label: t(`type.${type}`) }))}
            value={draft.type}
            error={errors.type}
            onChange={(value) => {
              const type = (value ?? draft.type) as PayableType;
              set({ type, amount: owedAsInput(owedFor(type), currency) });
            }}
          />
          <Select
            label={t('fields.method')}
            withAsterisk
            allowDeselect={false}
            disabled={locked}
            data={options.methods}
            value={draft.method}
            error={errors.paymentMethod}
            onChange={(value) => set({ method: (value ?? draft.method) as PaymentMethod })}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.amount', { currency: currency ?? '' })}
          withAsterisk
          dir="ltr"
          inputMode="decimal"
          disabled={locked}
          value={draft.amount}
          error={errors.amount}
          onChange={(event) => set({ amount: event.currentTarget.value })}
        />
        {byCard ? (
          <>
            <Text fz="sm" c="dimmed">
              {t('takePayment.cardIntro')}
            </Text>
            <CardFields draft={draft.card} errors={errors} onChange={(card) => set({ card })} />
            <SandboxAlert />
          </>
        ) : (
          <TextInput
            label={t('process.reference')}
            maxLength={100}
            value={draft.reference}
            onChange={(event) => set({ reference: event.currentTarget.value })}
          />
        )}
        {declined && <DeclinedAlert payment={declined} />}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <DialogButtons
          submitLabel={total ? t('process.submit', { amount: total }) : t('takePayment.submit')}
          onCancel={onClose}
          loading={create.isPending || process.isPending}
        />
      </Stack>
    </form>
  );
}
