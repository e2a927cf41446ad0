import { useState } from 'react';
import { Alert, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { paymentRefundSchema, type PaymentView } from '@motorpool/domain/schemas/payment';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { schemaErrors, type FieldErrors } from '../../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { notifySuccess } from '../../../../shared/ui/notify.ts';
import { useRefundPayment } from '../../../../api/payments/save-payment.ts';
import { minorFromTyped } from '../../lib/money-input.ts';
import { usePaymentFormat } from '../../lib/use-payment-format.ts';
import { DialogButtons } from './dialog-buttons.tsx';

// Give back part or all of a completed payment, never more than is left (the API says 409 if
// another refund got there first, and that message is shown as it comes).
export function RefundDialog({ payment, onClose }: { payment: PaymentView; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const { amount } = usePaymentFormat();
  const refund = useRefundPayment();
  const [key] = useState(() => crypto.randomUUID());
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // a deposit's captured part was kept against the rental's charges: it is not given back
  const left = payment.amount - payment.capturedAmount - payment.refundedAmount;
  const leftText = amount(left, payment.currency);
  const number = payment.paymentNumber;

  const submit = () => {
    const minor = minorFromTyped(typed, payment.currency);
    const body = {
      amount: minor ?? Number.NaN,
      reason: reason.trim(),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    const found = schemaErrors(paymentRefundSchema, body, language);
    if (typed.trim() === '') found.amount = t('refund.amountRequired');
    else if (minor === null) found.amount = t('refund.amountInvalid');
    else if (minor > left) found.amount = t('refund.amountTooHigh', { amount: leftText });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    refund.mutate(
      { id: payment.id, body, key },
      {
        onSuccess: (saved) => {
          notifySuccess(
            t('toasts.refunded.title'),
            t('toasts.refunded.message', { number, amount: amount(body.amount, saved.currency) }),
          );
          onClose();
        },
        onError: (error) =>
          setFailure(isApiError(error) ? error.message : t('refund.failedToSend')),
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
        <Text fz="sm">{t('refund.left', { amount: leftText })}</Text>
        <TextInput
          label={t('refund.amount', { currency: payment.currency })}
          withAsterisk
          dir="ltr"
          inputMode="decimal"
          value={typed}
          error={errors.amount}
          onChange={(event) => setTyped(event.currentTarget.value)}
          data-autofocus
        />
        <Textarea
          label={t('refund.reason')}
          withAsterisk
          maxLength={500}
          autosize
          minRows={2}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Textarea
          label={t('refund.notes')}
          maxLength={2000}
          autosize
          minRows={2}
          value={notes}
          error={errors.notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <DialogButtons
          submitLabel={t('refund.submit')}
          onCancel={onClose}
          loading={refund.isPending}
          danger
        />
      </Stack>
    </form>
  );
}
