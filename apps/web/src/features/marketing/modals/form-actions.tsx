import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FormActions({
  submitLabel,
  submitting,
  onCancel,
}: {
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('marketing');
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {t('requestForm.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
