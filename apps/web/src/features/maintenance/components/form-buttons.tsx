import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The foot of a maintenance form: go back, and the submit. It stays in view at the bottom of
// a long form on a phone, where the dialog takes the whole screen.
export function FormButtons({
  submitLabel,
  onCancel,
  loading,
  danger,
}: {
  submitLabel: string;
  onCancel: () => void;
  loading?: boolean;
  danger?: boolean;
}) {
  const { t } = useTranslation('maintenance');
  return (
    <Group
      justify="flex-end"
      gap="sm"
      pos="sticky"
      bottom={0}
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 1 }}
    >
      <Button variant="default" onClick={onCancel}>
        {t('dialogs.back')}
      </Button>
      <Button type="submit" loading={loading} color={danger ? 'red' : undefined}>
        {submitLabel}
      </Button>
    </Group>
  );
}
