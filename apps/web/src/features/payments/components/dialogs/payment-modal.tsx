import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

// The payments' dialogs: a modal on a desk, the whole screen on a phone.
export function PaymentModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('payments');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="md"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {children}
    </Modal>
  );
}
