import { Button, Divider, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The foot of a rental form or dialog: go back, and the submit (disabled until it can go).
export function FormButtons({
  submitLabel,
  onCancel,
  loading,
  disabled,
  danger,
}: {
  submitLabel: string;
  onCancel: () => void;
  loading?: boolean;
  disabled?: boolean;
  danger?: boolean;
}) {
  const { t } = useTranslation('rentals');
  return (
    <>
      <Divider />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('dialogs.back')}
        </Button>
        <Button
          type="submit"
          loading={loading}
          disabled={disabled}
          color={danger ? 'red' : undefined}
        >
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
