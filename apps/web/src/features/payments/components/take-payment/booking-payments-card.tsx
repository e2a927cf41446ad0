import { useEffect, useRef } from 'react';
import { Anchor, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import type { PaymentListItemView } from '@motorpool/domain/schemas/payment';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shared/auth/use-current-user.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { Ltr } from '../../../../shared/ui/ltr.tsx';
import { SectionCard } from '../../../../shared/ui/section-card.tsx';
import { useStaffBookingPayments } from '../../../../api/payments/booking-payments.ts';
import { usePaymentFormat } from '../../lib/use-payment-format.ts';
import { PaymentStatusBadge } from '../../../../shared/ui/payment-status-badge.tsx';
import { ProcessPaymentButton } from './process-payment-button.tsx';
import { canTakePayment, TakePaymentButton } from './take-payment-button.tsx';
import type { TakePaymentTarget } from './take-payment-target.ts';

const waiting = new Set(['pending', 'failed']);

// A change to any of the booking's payments (taken here, in a dialog, or settled by the
// processor) changes what the page owes: let it read its record again.
function useReportChanges(rows: PaymentListItemView[], onChange: (() => void) | undefined) {
  const signature = rows.map((row) => `${row.id}:${row.status}:${row.refundedAmount}`).join();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = signature;
    if (before !== null && before !== signature) onChange?.();
  }, [signature, onChange]);
}

function PaymentRow({ payment, onDone }: { payment: PaymentListItemView; onDone?: () => void }) {
  const { t } = useTranslation('payments');
  const { amount, when } = usePaymentFormat();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={paths.admin.paymentDetail.getHref(payment.id)} fw={600}>
          <Ltr>{payment.paymentNumber}</Ltr>
        </Anchor>
        <Text fz="xs" c="dimmed">
          {t(`type.${payment.type}`)} · {t(`method.${payment.paymentMethod}`)} ·{' '}
          {when(payment.createdAt)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="wrap">
        <Text fz="sm" fw={600}>
          {amount(payment.amount, payment.currency)}
        </Text>
        <PaymentStatusBadge payment={payment} />
        {waiting.has(payment.status) && (
          <ProcessPaymentButton
            paymentId={payment.id}
            label={t('takePayment.processRow')}
            onDone={onDone}
          />
        )}
      </Group>
    </Group>
  );
}

// The booking's payments, each linked to its page, and "Take payment" for staff allowed to
// take money. Shown on the reservation and rental pages, composed in by the app.
export function BookingPaymentsCard({ target }: { target: TakePaymentTarget }) {
  const { t } = useTranslation('payments');
  const { can } = useCurrentUser();
  const readable = can('payments:read');
  const { rows, isPending, isError } = useStaffBookingPayments(target, readable);
  useReportChanges(rows, target.onPaid);
  if (!readable && !canTakePayment(can)) return null;

  let body;
  if (!readable) body = null;
  else if (isError)
    body = (
      <Text fz="sm" c="red" role="alert">
        {t('list.error.title')}
      </Text>
    );
  else if (isPending && rows.length === 0)
    body = <Loader size="sm" role="status" aria-label={t('detail.loading')} />;
  else if (rows.length === 0)
    body = (
      <Text fz="sm" c="dimmed">
        {t('takePayment.noPayments')}
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        {rows.map((payment, index) => (
          <Stack key={payment.id} gap="sm">
            {index > 0 && <Divider />}
            <PaymentRow payment={payment} onDone={target.onPaid} />
          </Stack>
        ))}
      </Stack>
    );
  return (
    <SectionCard
      id="booking-payments"
      title={t('list.title')}
      actions={<TakePaymentButton target={target} />}
    >
      {body}
    </SectionCard>
  );
}
