import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shared/auth/use-current-user.ts';
import { PaymentModal } from '../dialogs/payment-modal.tsx';
import { TakePaymentForm } from './take-payment-form.tsx';
import type { TakePaymentTarget } from './take-payment-target.ts';

/** Taking money records a payment and processes it: both permissions are needed. */
export const canTakePayment = (can: (permission: string) => boolean) =>
  can('payments:create') && can('payments:process');

// "Take payment" and its modal. The form is mounted afresh at each opening, so each opening
// has its own Idempotency-Keys.
export function TakePaymentButton({
  target,
  size = 'sm',
}: {
  target: TakePaymentTarget;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation('payments');
  const { can } = useCurrentUser();
  const [opened, setOpened] = useState(false);
  if (!canTakePayment(can)) return null;
  const close = () => setOpened(false);
  return (
    <>
      <Button
        size={size}
        leftSection={<IconCash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('takePayment.button')}
      </Button>
      <PaymentModal opened={opened} onClose={close} title={t('takePayment.title')}>
        {opened && <TakePaymentForm target={target} onClose={close} />}
      </PaymentModal>
    </>
  );
}
