import type { ReactNode } from 'react';
import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type GridTexts = {
  /** the table's accessible name, e.g. "Users" */
  tableLabel: string;
  searchLabel: string;
  searchPlaceholder?: string;
  empty: { title: string; description: string };
  /** "Failed to load …" */
  error: { title: string; description: string };
};

export function GridSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation('grid');
  return (
    <Stack gap="xs" aria-busy aria-label={t('loading')} role="status">
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={28} radius="sm" />
      ))}
    </Stack>
  );
}

// Nothing at all (the feature's own text and action) or nothing matching (offer to clear).
export function GridEmpty({
  filtered,
  texts,
  onClear,
  action,
}: {
  filtered: boolean;
  texts: GridTexts['empty'];
  onClear: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation('grid');
  return (
    <EmptyState
      py="xl"
      icon={<IconDatabaseOff size={32} aria-hidden />}
      withIndicatorBackground
      title={filtered ? t('empty.filteredTitle') : texts.title}
      description={filtered ? t('empty.filteredDescription') : texts.description}
    >
      <EmptyState.Actions>
        {filtered ? (
          <Button variant="default" onClick={onClear}>
            {t('empty.clear')}
          </Button>
        ) : (
          action
        )}
      </EmptyState.Actions>
    </EmptyState>
  );
}

export function GridError({
  texts,
  onRetry,
  retrying,
}: {
  texts: GridTexts['error'];
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('grid');
  return (
    <EmptyState
      py="xl"
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={32} aria-hidden />}
      title={texts.title}
      description={texts.description}
    >
      <EmptyState.Actions>
        <Button variant="default" onClick={onRetry} loading={retrying}>
          {t('retry')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
