import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { hasReceipt, type PaymentView } from '@motorpool/domain/schemas/payment';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../../shared/ui/ltr.tsx';
import { usePayment } from '../../../../api/payments/get-payments.ts';
import { paymentKeys } from '../../../../api/payments/keys.ts';
import { usePaymentFormat } from '../../lib/use-payment-format.ts';
import { ReceiptButton } from '../receipt-button.tsx';

/** The processor's own words about a declined card (its decline code), when it gave any. */
export function declineReason(payment: PaymentView): string | null {
  const { declineCode, message } = payment.gatewayResponse ?? {};
  const said = declineCode ?? message;
  return typeof said === 'string' ? said : null;
}

export function DeclinedAlert({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('payments');
  const said = declineReason(payment);
  return (
    <Alert color="red" title={t('process.result.failed.title')} role="alert">
      <Text fz="sm">{t('process.result.failed.message')}</Text>
      {said && (
        <Text fz="sm" fw={600}>
          {t('process.result.failed.processor')} <Ltr>{said}</Ltr>
        </Text>
      )}
    </Alert>
  );
}

// After the submit: taken, or waiting for the processor's confirmation (the payment is read
// again until it settles). Once completed, the page's balance and the lists are refreshed and
// the receipt is offered.
export function TakePaymentOutcome({
  payment: sent,
  onPaid,
  onClose,
}: {
  payment: PaymentView;
  onPaid?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const { amount } = usePaymentFormat();
  const queryClient = useQueryClient();
  const payment = usePayment(sent.id).data ?? sent;
  const status = payment.status;
  const reported = useRef(false);
  useEffect(() => {
    if (status !== 'completed' || reported.current) return;
    reported.current = true;
    onPaid?.();
    void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
  }, [status, onPaid, queryClient]);

  let body;
  if (status === 'completed')
    body = (
      <Alert color="green" title={t('process.result.completed.title')}>
        <Text fz="sm">
          {t('process.result.completed.message', {
            amount: amount(payment.amount, payment.currency),
          })}
        </Text>
      </Alert>
    );
  else if (status === 'failed') body = <DeclinedAlert payment={payment} />;
  else
    body = (
      <Alert color="blue" title={t('process.result.processing.title')}>
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text fz="sm">{t('process.result.processing.message')}</Text>
        </Group>
      </Alert>
    );
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        <Ltr>{payment.paymentNumber}</Ltr>
      </Text>
      {body}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {hasReceipt(payment) && <ReceiptButton paymentId={payment.id} />}
        <Button onClick={onClose}>{t('dialogs.done')}</Button>
      </Group>
    </Stack>
  );
}
