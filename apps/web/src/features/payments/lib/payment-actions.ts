import { IconCash, IconReceiptRefund, IconTrash } from '@tabler/icons-react';
import type { PaymentListItemView } from '@motorpool/domain/schemas/payment';
import { paymentMachine } from '@motorpool/domain/status-machines';
import type { PaymentStatus } from '@motorpool/domain/value-lists';

// What staff can do to a payment: take it while pending or after a failure, refund
// it once completed and not wholly refunded, delete it only while pending.
export const paymentStaffActions = ['process', 'refund', 'delete'] as const;
export type PaymentStaffAction = (typeof paymentStaffActions)[number];

const permissionOf: Record<PaymentStaffAction, string> = {
  process: 'payments:process',
  refund: 'payments:refund',
  delete: 'payments:delete',
};

const fromStatuses: Record<PaymentStaffAction, readonly PaymentStatus[]> = {
  process: paymentMachine.actions.startProcessing.from,
  refund: paymentMachine.actions.refund.from,
  delete: ['pending'],
};

export const paymentActionIcons = {
  process: IconCash,
  refund: IconReceiptRefund,
  delete: IconTrash,
} as const;

type ActionSubject = Pick<PaymentListItemView, 'status' | 'amount' | 'refundedAmount'>;

export function allowedPaymentActions(
  payment: ActionSubject,
  can: (permission: string) => boolean,
): PaymentStaffAction[] {
  return paymentStaffActions.filter(
    (action) =>
      can(permissionOf[action]) &&
      fromStatuses[action].includes(payment.status) &&
      (action !== 'refund' || payment.refundedAmount < payment.amount),
  );
}
