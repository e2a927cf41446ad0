import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Fieldset, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Group as SettingsGroup } from './group-form.ts';

type SectionFormProps = {
  group: SettingsGroup;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  readOnly: boolean;
  saving: boolean;
  // An error of the whole section (a rule between fields), shown above its button.
  error?: ReactNode;
  children: ReactNode;
};

// A section's form: read-only for those who may only read the settings (every field disabled,
// no button), its own save button otherwise.
export function SectionForm({
  group,
  onSubmit,
  readOnly,
  saving,
  error,
  children,
}: SectionFormProps) {
  const { t } = useTranslation('settings');
  return (
    <form onSubmit={onSubmit} noValidate data-settings-group={group}>
      <Stack gap="md">
        {readOnly && (
          <Alert color="gray" variant="light">
            {t('company.readOnly')}
          </Alert>
        )}
        <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0} miw={0}>
          <Stack gap="md">{children}</Stack>
        </Fieldset>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('actions.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
