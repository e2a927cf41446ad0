import type { ReactNode } from 'react';
import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// What the users list shows instead of rows: nothing yet, nothing matching, or a failure.
export function UsersEmpty({
  filtered,
  onClear,
  action,
}: {
  filtered: boolean;
  onClear: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation('users');
  return (
    <EmptyState
      py="xl"
      icon={<IconUsers size={32} aria-hidden />}
      withIndicatorBackground
      title={filtered ? t('list.noResults.title') : t('list.empty.title')}
      description={filtered ? t('list.noResults.description') : t('list.empty.description')}
    >
      <EmptyState.Actions>
        {filtered ? (
          <Button variant="default" onClick={onClear}>
            {t('list.noResults.clear')}
          </Button>
        ) : (
          action
        )}
      </EmptyState.Actions>
    </EmptyState>
  );
}

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
