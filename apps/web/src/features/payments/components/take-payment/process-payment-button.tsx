import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shared/auth/use-current-user.ts';
import { PaymentDialogs, type PaymentDialogTarget } from '../dialogs/payment-dialogs.tsx';

// Takes a recorded payment still waiting (pending, or failed and tried again) in place, through
// the payments' own process dialog; `onDone` runs when that dialog closes, so the page can
// read its balance again.
export function ProcessPaymentButton({
  paymentId,
  label,
  onDone,
  size = 'xs',
}: {
  paymentId: string;
  label?: string;
  onDone?: () => void;
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation('payments');
  const { can } = useCurrentUser();
  const [dialog, setDialog] = useState<PaymentDialogTarget>(null);
  if (!can('payments:process')) return null;
  return (
    <>
      <Button
        size={size}
        variant="light"
        leftSection={<IconCreditCard size={14} aria-hidden />}
        onClick={() => setDialog({ paymentId, action: 'process' })}
      >
        {label ?? t('actions.process')}
      </Button>
      <PaymentDialogs
        target={dialog}
        onTarget={(next) => {
          setDialog(next);
          if (next === null) onDone?.();
        }}
      />
    </>
  );
}
