import { useEffect, useState } from 'react';
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { NotificationPreferences } from '@motorpool/domain/schemas/notification';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import {
  useNotificationPreferences,
  useSavePreferences,
} from '../../../api/notifications/notifications-api.ts';
import {
  CategoryPreferences,
  EmailPreferences,
  PriorityPreferences,
  RealTimePreferences,
} from '../components/preference-sections.tsx';
import { areaPaths, type NotificationArea } from '../lib/area.ts';

const same = (a: NotificationPreferences, b: NotificationPreferences) =>
  JSON.stringify(a) === JSON.stringify(b);

// Notifications/settings: the user's preferences, edited as a draft and saved at once;
// unsaved changes are said and can be undone.
export function NotificationSettingsPage({ area }: { area: NotificationArea }) {
  const { t } = useTranslation('notifications');
  const saved = useNotificationPreferences();
  const save = useSavePreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  // Saving needs notifications:update; without it the choices are shown, not offered.
  const canChange = useCurrentUser().can('notifications:update');

  useEffect(() => {
    if (saved.data) setDraft(saved.data);
  }, [saved.data]);

  const dirty = draft !== null && saved.data !== undefined && !same(draft, saved.data);
  const onSave = () => {
    if (!draft) return;
    save.mutate(draft, {
      onSuccess: () => notifySuccess(t('settings.saved'), t('settings.savedBody')),
      onError: (error) => notifyFailure(t('settings.saveFailed'), t('feedback.failedBody'), error),
    });
  };

  const content = (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <BackLink to={areaPaths(area).list} label={t('settings.back')} />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('settings.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('settings.description')}
        </Text>
      </Stack>
      {saved.isError ? (
        <LoadError
          title={t('settings.loadError')}
          description={t('settings.loadErrorBody')}
          onRetry={() => void saved.refetch()}
          retrying={saved.isRefetching}
        />
      ) : draft === null ? (
        <Group justify="center" py="xl">
          <Loader role="status" size="sm" aria-label={t('list.loading')} />
        </Group>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <fieldset disabled={!canChange} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="lg">
              <RealTimePreferences value={draft} onChange={setDraft} />
              <CategoryPreferences value={draft} onChange={setDraft} />
              <PriorityPreferences value={draft} onChange={setDraft} />
              <EmailPreferences value={draft} onChange={setDraft} />
              {canChange ? (
                <Group justify="flex-end" gap="sm" wrap="wrap">
                  {dirty ? (
                    <Text fz="sm" c="dimmed" me="auto" role="status">
                      {t('settings.unsaved')}
                    </Text>
                  ) : null}
                  <Button
                    variant="default"
                    disabled={!dirty || save.isPending}
                    onClick={() => saved.data && setDraft(saved.data)}
                  >
                    {t('settings.reset')}
                  </Button>
                  <Button type="submit" disabled={!dirty} loading={save.isPending}>
                    {t('settings.save')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </fieldset>
        </form>
      )}
    </Stack>
  );
  return area === 'admin' ? (
    content
  ) : (
    <Container size="md" px={0} py={{ base: 'xs', sm: 'md' }}>
      {content}
    </Container>
  );
}

export function AdminNotificationSettingsPage() {
  return <NotificationSettingsPage area="admin" />;
}

export function CustomerNotificationSettingsPage() {
  return <NotificationSettingsPage area="customer" />;
}
