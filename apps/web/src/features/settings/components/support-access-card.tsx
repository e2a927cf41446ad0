import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useSetSupportAccess, useSupportAccess } from '../../../api/impersonation/impersonation.ts';

// The administrators' switch over the platform's support entering as them (sign-in tab).
export function SupportAccessCard() {
  const { t } = useTranslation('impersonation');
  const { can } = useCurrentUser();
  const current = useSupportAccess();
  const save = useSetSupportAccess();
  if (!current.data) return null;
  return (
    <Card withBorder mt="md">
      <Stack gap="xs">
        <Title order={4}>{t('settings.title')}</Title>
        <Switch
          label={t('settings.label')}
          checked={current.data.impersonationAllowed}
          disabled={!can('settings:update') || save.isPending}
          onChange={(event) =>
            save.mutate(
              { impersonationAllowed: event.currentTarget.checked },
              {
                onSuccess: () => notifySuccess(t('settings.title'), t('settings.saved')),
                onError: (error) => notifyFailure(t('settings.title'), t('settings.failed'), error),
              },
            )
          }
        />
        <Text fz="sm" c="dimmed">
          {t('settings.description')}
        </Text>
      </Stack>
    </Card>
  );
}
