import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from './types.ts';
import { useNumber } from './use-number.ts';

type Props<T> = {
  selected: readonly T[];
  actions: readonly BulkAction<T>[];
  onDone: () => void;
};

// Shown while rows are selected: the count, the feature's bulk actions, and "Clear selection".
export function BulkBar<T>({ selected, actions, onDone }: Props<T>) {
  const { t } = useTranslation('grid');
  const { number } = useNumber();
  const [running, setRunning] = useState<string | null>(null);
  if (selected.length === 0) return null;

  const run = async (action: BulkAction<T>) => {
    setRunning(action.key);
    try {
      await action.onRun([...selected]);
      onDone();
    } finally {
      setRunning(null);
    }
  };

  return (
    <Paper withBorder p="xs" radius="md" bg="var(--mantine-color-default-hover)">
      <Group
        gap="sm"
        wrap="wrap"
        role="region"
        aria-label={t('selected', { count: selected.length })}
      >
        <Text fw={600} fz="sm" aria-live="polite">
          {t('selected', { count: number(selected.length) })}
        </Text>
        {actions.map((action) => (
          <Button
            key={action.key}
            size="xs"
            variant="light"
            color={action.color}
            leftSection={action.icon}
            loading={running === action.key}
            disabled={running !== null && running !== action.key}
            onClick={() => void run(action)}
          >
            {action.label}
          </Button>
        ))}
        <Button size="xs" variant="subtle" color="gray" onClick={onDone}>
          {t('clearSelection')}
        </Button>
      </Group>
    </Paper>
  );
}
