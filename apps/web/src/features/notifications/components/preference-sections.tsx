import { useState } from 'react';
import { Button, Checkbox, Radio, Stack, Switch, Table, Text, Group } from '@mantine/core';
import {
  emailFrequencies,
  notificationCategories,
  notificationPriorities,
  type EmailFrequency,
} from '@motorpool/domain/platform-lists';
import type { NotificationPreferences } from '@motorpool/domain/schemas/notification';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { desktopSupported } from '../realtime/alerts.ts';

type SectionProps = {
  value: NotificationPreferences;
  onChange: (value: NotificationPreferences) => void;
};

// SPEC §3 preferences: per category receive, e-mail and real-time alert.
export function CategoryPreferences({ value, onChange }: SectionProps) {
  const { t } = useTranslation('notifications');
  const settings = ['enabled', 'email', 'push'] as const;
  return (
    <SectionCard id="notification-categories" title={t('settings.categories')}>
      <Text fz="sm" c="dimmed">
        {t('settings.categoriesHint')}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.category')}</Table.Th>
              {settings.map((setting) => (
                <Table.Th key={setting} ta="center">
                  {t(`settings.${setting}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {notificationCategories.map((category) => {
              const current = value.categories[category];
              return (
                <Table.Tr key={category}>
                  <Table.Th scope="row" fw={500}>
                    {t(`categories.${category}`)}
                  </Table.Th>
                  {settings.map((setting) => (
                    <Table.Td key={setting}>
                      <Group justify="center">
                        <Checkbox
                          checked={current[setting]}
                          disabled={setting !== 'enabled' && !current.enabled}
                          aria-label={t('settings.categorySwitch', {
                            category: t(`categories.${category}`),
                            setting: t(`settings.${setting}`),
                          })}
                          onChange={(event) =>
                            onChange({
                              ...value,
                              categories: {
                                ...value.categories,
                                [category]: { ...current, [setting]: event.currentTarget.checked },
                              },
                            })
                          }
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

// SPEC §3 preferences: per priority sound and desktop.
export function PriorityPreferences({ value, onChange }: SectionProps) {
  const { t } = useTranslation('notifications');
  const settings = ['sound', 'desktop'] as const;
  return (
    <SectionCard id="notification-priorities" title={t('settings.priorities')}>
      <Text fz="sm" c="dimmed">
        {t('settings.prioritiesHint')}
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="xs" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.priority')}</Table.Th>
              {settings.map((setting) => (
                <Table.Th key={setting} ta="center">
                  {t(`settings.${setting}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {notificationPriorities.map((priority) => {
              const current = value.priorities[priority];
              return (
                <Table.Tr key={priority}>
                  <Table.Th scope="row" fw={500}>
                    {t(`priorities.${priority}`)}
                  </Table.Th>
                  {settings.map((setting) => (
                    <Table.Td key={setting}>
                      <Group justify="center">
                        <Checkbox
                          checked={current[setting]}
                          aria-label={t('settings.categorySwitch', {
                            category: t(`priorities.${priority}`),
                            setting: t(`settings.${setting}`),
                          })}
                          onChange={(event) =>
                            onChange({
                              ...value,
                              priorities: {
                                ...value.priorities,
                                [priority]: { ...current, [setting]: event.currentTarget.checked },
                              },
                            })
                          }
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

// SPEC §3 preferences: real-time on or off, its sound and desktop notifications.
export function RealTimePreferences({ value, onChange }: SectionProps) {
  const { t } = useTranslation('notifications');
  const realTime = value.realTime;
  const set = (patch: Partial<NotificationPreferences['realTime']>) =>
    onChange({ ...value, realTime: { ...realTime, ...patch } });
  return (
    <SectionCard id="notification-real-time" title={t('settings.realTime')}>
      <Stack gap="sm">
        <Switch
          label={t('settings.realTimeEnabled')}
          description={t('settings.realTimeEnabledHint')}
          checked={realTime.enabled}
          onChange={(event) => set({ enabled: event.currentTarget.checked })}
        />
        <Switch
          label={t('settings.realTimeSound')}
          checked={realTime.sound}
          disabled={!realTime.enabled}
          onChange={(event) => set({ sound: event.currentTarget.checked })}
        />
        <Switch
          label={t('settings.realTimeDesktop')}
          checked={realTime.desktop}
          disabled={!realTime.enabled}
          onChange={(event) => set({ desktop: event.currentTarget.checked })}
        />
        {realTime.enabled && realTime.desktop ? <DesktopPermission /> : null}
      </Stack>
    </SectionCard>
  );
}

// Desktop notifications need the browser's permission, asked for on the user's own click.
function DesktopPermission() {
  const { t } = useTranslation('notifications');
  const [permission, setPermission] = useState(() =>
    desktopSupported() ? Notification.permission : 'denied',
  );
  if (permission === 'granted') return null;
  if (permission === 'denied') {
    return (
      <Text fz="sm" c="dimmed" role="note">
        {t('settings.desktopBlocked')}
      </Text>
    );
  }
  return (
    <Button
      variant="light"
      size="xs"
      w="fit-content"
      onClick={() => void Notification.requestPermission().then(setPermission)}
    >
      {t('settings.desktopAllow')}
    </Button>
  );
}

// SPEC §3 and §9 preferences: e-mail on or off, sent immediately or as a daily or weekly digest.
export function EmailPreferences({ value, onChange }: SectionProps) {
  const { t } = useTranslation('notifications');
  const email = value.email;
  const set = (patch: Partial<NotificationPreferences['email']>) =>
    onChange({ ...value, email: { ...email, ...patch } });
  return (
    <SectionCard id="notification-email" title={t('settings.emailSection')}>
      <Stack gap="sm">
        <Switch
          label={t('settings.emailEnabled')}
          checked={email.enabled}
          onChange={(event) => set({ enabled: event.currentTarget.checked })}
        />
        <Radio.Group
          label={t('settings.frequency')}
          value={email.frequency}
          onChange={(frequency) => set({ frequency: frequency as EmailFrequency })}
        >
          <Group gap="md" mt={6} wrap="wrap">
            {emailFrequencies.map((frequency) => (
              <Radio
                key={frequency}
                value={frequency}
                disabled={!email.enabled}
                label={t(`settings.frequencies.${frequency}`)}
              />
            ))}
          </Group>
        </Radio.Group>
      </Stack>
    </SectionCard>
  );
}
