import { Stack, Text } from '@mantine/core';
import type { PaymentView } from '@motorpool/domain/schemas/payment';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { notifyFailure } from '../../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../../shared/ui/notify.ts';
import { useDeletePayment } from '../../../../api/payments/save-payment.ts';
import { DialogButtons } from './dialog-buttons.tsx';

// A pending payment only; any other stays for the books (the API's 409 says so).
export function DeleteDialog({
  payment,
  onClose,
  onDeleted,
}: {
  payment: Pick<PaymentView, 'id' | 'paymentNumber'>;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('payments');
  const remove = useDeletePayment();
  const number = payment.paymentNumber;
  const submit = async () => {
    try {
      await remove.mutateAsync(payment.id);
    } catch (error) {
      const refused = isApiError(error) && error.status === 409;
      const message = refused ? error.message : t('toasts.deleteFailed.message');
      notifyFailure(t('toasts.deleteFailed.title'), message, error);
      return;
    }
    notifySuccess(t('toasts.deleted.title'), t('toasts.deleted.message', { number }));
    onClose();
    onDeleted?.();
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm">{t('delete.message', { number })}</Text>
        <DialogButtons
          submitLabel={t('delete.submit')}
          onCancel={onClose}
          loading={remove.isPending}
          danger
        />
      </Stack>
    </form>
  );
}
