import { Button, Text } from '@mantine/core';
import { hasReceipt, type PaymentView } from '@motorpool/domain/schemas/payment';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DetailHeader } from '../../../shared/ui/detail-header.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import {
  allowedPaymentActions,
  paymentActionIcons,
  type PaymentStaffAction,
} from '../lib/payment-actions.ts';
import { usePaymentFormat } from '../lib/use-payment-format.ts';
import { PaymentStatusBadge } from '../../../shared/ui/payment-status-badge.tsx';
import { ReceiptButton } from './receipt-button.tsx';

// The number, its status, the receipt once money was taken, and the actions the status and the
// user allow.
export function PaymentDetailHeader({
  payment,
  onAction,
}: {
  payment: PaymentView;
  onAction: (action: PaymentStaffAction) => void;
}) {
  const { t } = useTranslation('payments');
  const { can } = useCurrentUser();
  const { when } = usePaymentFormat();
  return (
    <DetailHeader
      back={{ to: paths.admin.payments.getHref(), label: t('actions.backToList') }}
      title={<Ltr>{payment.paymentNumber}</Ltr>}
      badges={<PaymentStatusBadge payment={payment} size="lg" />}
      subtitle={
        <Text c="dimmed" fz="sm">
          {t('detail.subtitle', { date: when(payment.createdAt) })}
        </Text>
      }
      actions={
        <>
          {hasReceipt(payment) && <ReceiptButton paymentId={payment.id} variant="light" />}
          {allowedPaymentActions(payment, can).map((action) => {
            const Icon = paymentActionIcons[action];
            return (
              <Button
                key={action}
                variant="light"
                color={action === 'delete' ? 'red' : undefined}
                leftSection={<Icon size={16} aria-hidden />}
                onClick={() => onAction(action)}
              >
                {t(`actions.${action}`)}
              </Button>
            );
          })}
        </>
      }
    />
  );
}
