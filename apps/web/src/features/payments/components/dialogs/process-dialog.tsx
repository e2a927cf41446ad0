import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { cardInputSchema, isCardMethod, type PaymentView } from '@motorpool/domain/schemas/payment';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { schemaErrors, type FieldErrors } from '../../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { useProcessPayment } from '../../../../api/payments/save-payment.ts';
import { usePaymentFormat } from '../../lib/use-payment-format.ts';
import { ReceiptButton } from '../receipt-button.tsx';
import { DeclinedAlert } from '../take-payment/take-payment-outcome.tsx';
import { CardFields, cardBody, emptyCard, type CardDraft } from './card-fields.tsx';
import { DialogButtons } from './dialog-buttons.tsx';
import { SandboxAlert } from './sandbox-alert.tsx';

function ProcessResult({ payment, onClose }: { payment: PaymentView; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const { amount } = usePaymentFormat();
  let body;
  if (payment.status !== 'completed' && payment.status !== 'failed')
    body = (
      <Alert color="blue" title={t('process.result.processing.title')}>
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text fz="sm">{t('process.result.processing.message')}</Text>
        </Group>
      </Alert>
    );
  else if (payment.status === 'failed') body = <DeclinedAlert payment={payment} />;
  else
    body = (
      <Alert color="green" title={t('process.result.completed.title')}>
        <Text fz="sm">
          {t('process.result.completed.message', {
            amount: amount(payment.amount, payment.currency),
          })}
        </Text>
        <Text fz="sm">{t('receipt.ready')}</Text>
      </Alert>
    );
  return (
    <Stack gap="md">
      {body}
      <Group justify="flex-end" gap="xs">
        {payment.status === 'completed' && <ReceiptButton paymentId={payment.id} />}
        <Button onClick={onClose}>{t('dialogs.done')}</Button>
      </Group>
    </Stack>
  );
}

// Take the money: a card goes to the processor, cash and transfers are confirmed by the staff.
// The Idempotency-Key is made when the dialog opens and kept for every retry of its submit.
export function ProcessDialog({ payment, onClose }: { payment: PaymentView; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const { amount } = usePaymentFormat();
  const process = useProcessPayment();
  const [key] = useState(() => crypto.randomUUID());
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const byCard = isCardMethod(payment.paymentMethod);

  if (sent) return <ProcessResult payment={payment} onClose={onClose} />;

  const submit = () => {
    const typedReference = reference.trim();
    let body;
    if (byCard) {
      const details = cardBody(card);
      const found = schemaErrors(cardInputSchema, details, language);
      setErrors(found);
      const parsed = cardInputSchema.safeParse(details);
      if (Object.keys(found).length > 0 || !parsed.success) return;
      body = { card: parsed.data };
    } else body = typedReference ? { transactionId: typedReference } : {};
    setFailure(null);
    process.mutate(
      { id: payment.id, body, key },
      {
        onSuccess: () => setSent(true),
        onError: (error) =>
          setFailure(isApiError(error) ? error.message : t('process.failedToSend')),
      },
    );
  };

  const total = amount(payment.amount, payment.currency);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {byCard ? (
          <>
            <Text fz="sm">{t('process.cardIntro', { amount: total })}</Text>
            <CardFields
              draft={card}
              errors={errors}
              onChange={(next) => {
                setCard(next);
                setErrors({});
              }}
            />
            <SandboxAlert />
          </>
        ) : (
          <>
            <Text fz="sm">
              {t('process.confirm', {
                amount: total,
                method: t(`method.${payment.paymentMethod}`),
              })}
            </Text>
            <TextInput
              label={t('process.reference')}
              maxLength={100}
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
              data-autofocus
            />
          </>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <DialogButtons
          submitLabel={t('process.submit', { amount: total })}
          onCancel={onClose}
          loading={process.isPending}
        />
      </Stack>
    </form>
  );
}
