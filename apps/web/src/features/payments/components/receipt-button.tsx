import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../shared/api/download.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { downloadPaymentReceipt } from '../../../api/payments/payment-receipt.ts';

// The payment's receipt as PDF, in the language the app is shown in. Only a completed or
// refunded payment has one (hasReceipt); the caller decides whether to show the button.
export function ReceiptButton({
  paymentId,
  size = 'sm',
  variant = 'default',
}: {
  paymentId: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadPaymentReceipt(paymentId, language));
    } catch (error) {
      notifyFailure(t('receipt.failed.title'), t('receipt.failed.message'), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconReceipt size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
    >
      {t('receipt.download')}
    </Button>
  );
}
