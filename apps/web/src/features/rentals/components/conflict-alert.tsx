import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// The car is held for an overlapping time: by the named booking when the API says which.
export function ConflictAlert({ booking }: { booking: string | null }) {
  const { t } = useTranslation('rentals');
  if (booking === null) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('conflict.title')}
    >
      {booking ? t('conflict.message', { number: booking }) : t('conflict.messageUnknown')}
    </Alert>
  );
}
