import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// The users pages' load failure, with a retry.
export function LoadError({
  title,
  description,
  onRetry,
  retrying,
}: {
  title: string;
  description: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('users');
  return (
    <EmptyState
      py="xl"
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={32} aria-hidden />}
      title={title}
      description={description}
    >
      <EmptyState.Actions>
        <Button variant="default" onClick={onRetry} loading={retrying}>
          {t('actions.retry')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
