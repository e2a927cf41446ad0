import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// What a list or details page shows when its data could not be loaded, with a retry.
export function LoadError({
  title,
  description,
  onRetry,
  retrying,
  retryLabel,
}: {
  title: string;
  description: string;
  onRetry: () => void;
  retrying: boolean;
  /** a feature's own wording of "Try again" */
  retryLabel?: string;
}) {
  const { t } = useTranslation();
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
          {retryLabel ?? t('actions.retry')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
