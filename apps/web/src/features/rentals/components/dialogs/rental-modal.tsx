import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

// The desk's dialogs: a wide modal on a desk, the whole screen below the sm breakpoint, so a
// phone at 360 px has room for the diagram, the signature and touch targets.
export function RentalModal({
  opened,
  onClose,
  title,
  size = 'lg',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('rentals');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {children}
    </Modal>
  );
}
