import { Button, Divider, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The foot of a payment dialog: go back, and the submit.
export function DialogButtons({
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
  const { t } = useTranslation('payments');
  return (
    <>
      <Divider />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('dialogs.back')}
        </Button>
        <Button type="submit" loading={loading} color={danger ? 'red' : undefined}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
