import { Center, Loader, Text } from '@mantine/core';
import type { PaymentView } from '@motorpool/domain/schemas/payment';
import { useTranslation } from 'react-i18next';
import { usePayment } from '../../../../api/payments/get-payments.ts';
import type { PaymentStaffAction } from '../../lib/payment-actions.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { PaymentModal } from './payment-modal.tsx';
import { ProcessDialog } from './process-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';

export type PaymentDialogTarget = { paymentId: string; action: PaymentStaffAction } | null;

type BodyProps = {
  payment: PaymentView;
  action: PaymentStaffAction;
  onClose: () => void;
  onDeleted?: () => void;
};

function DialogFor({ payment, action, onClose, onDeleted }: BodyProps) {
  if (action === 'process') return <ProcessDialog payment={payment} onClose={onClose} />;
  if (action === 'refund') return <RefundDialog payment={payment} onClose={onClose} />;
  return <DeleteDialog payment={payment} onClose={onClose} onDeleted={onDeleted} />;
}

// One host for the payment dialogs, from the list or the details page. It reads the payment,
// and keeps reading it while a card awaits the processor's confirmation.
export function PaymentDialogs({
  target,
  onTarget,
  onDeleted,
}: {
  target: PaymentDialogTarget;
  onTarget: (target: PaymentDialogTarget) => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('payments');
  const { data, isError } = usePayment(target?.paymentId ?? '');
  const close = () => onTarget(null);
  const ready = target !== null && data?.id === target.paymentId;
  return (
    <PaymentModal
      opened={target !== null}
      onClose={close}
      title={target ? t(`dialogs.${target.action}`) : ''}
    >
      {ready && (
        <DialogFor
          key={`${target.paymentId}-${target.action}`}
          payment={data}
          action={target.action}
          onClose={close}
          onDeleted={onDeleted}
        />
      )}
      {target && !ready && isError && (
        <Text c="red" role="alert" fz="sm">
          {t('detail.loadError.description')}
        </Text>
      )}
      {target && !ready && !isError && (
        <Center py="xl">
          <Loader role="status" aria-label={t('detail.loading')} />
        </Center>
      )}
    </PaymentModal>
  );
}
