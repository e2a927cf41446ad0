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

type MatrixSetting = 'enabled' | 'email' | 'push' | 'sound' | 'desktop';

// A table of checkboxes: one row per thing, one column per setting, each box named by both.
function SwitchMatrix<Row extends string, Setting extends MatrixSetting>({
  rowHeader,
  rows,
  settings,
  minWidth,
  rowLabel,
  checked,
  disabled,
  onToggle,
}: {
  rowHeader: string;
  rows: readonly Row[];
  settings: readonly Setting[];
  minWidth: number;
  rowLabel: (row: Row) => string;
  checked: (row: Row, setting: Setting) => boolean;
  disabled?: (row: Row, setting: Setting) => boolean;
  onToggle: (row: Row, setting: Setting, on: boolean) => void;
}) {
  const { t } = useTranslation('notifications');
  const settingLabel = (setting: MatrixSetting) => t(`settings.${setting}`);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{rowHeader}</Table.Th>
            {settings.map((setting) => (
              <Table.Th key={setting} ta="center">
                {settingLabel(setting)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row}>
              <Table.Th scope="row" fw={500}>
                {rowLabel(row)}
              </Table.Th>
              {settings.map((setting) => (
                <Table.Td key={setting}>
                  <Group justify="center">
                    <Checkbox
                      checked={checked(row, setting)}
                      disabled={disabled?.(row, setting) ?? false}
                      aria-label={t('settings.categorySwitch', {
                        category: rowLabel(row),
                        setting: settingLabel(setting),
                      })}
                      onChange={(event) => onToggle(row, setting, event.currentTarget.checked)}
                    />
                  </Group>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// Preferences: per category receive, e-mail and real-time alert.
export function CategoryPreferences({ value, onChange }: SectionProps) {
  const { t } = useTranslation('notifications');
  return (
    <SectionCard id="notification-categories" title={t('settings.categories')}>
      <Text fz="sm" c="dimmed">
        {t('settings.categoriesHint')}
      </Text>
      <SwitchMatrix
        rowHeader={t('settings.category')}
        rows={notificationCategories}
        settings={['enabled', 'email', 'push'] as const}
        minWidth={320}
        rowLabel={(category) => t(`categories.${category}`)}
        checked={(category, setting) => value.categories[category][setting]}
        // a category not received is neither mailed nor alerted
        disabled={(category, setting) =>
          setting !== 'enabled' && !value.categories[category].enabled
        }
        onToggle={(category, setting, on) =>
          onChange({
            ...value,
            categories: {
              ...value.categories,
              [category]: { ...value.categories[category], [setting]: on },
            },
          })
        }
      />
    </SectionCard>
  );
}

// Preferences: per priority sound and desktop.
export function PriorityPreferences({ value, onChange }: SectionProps) {
  const { t } = useTranslation('notifications');
  return (
    <SectionCard id="notification-priorities" title={t('settings.priorities')}>
      <Text fz="sm" c="dimmed">
        {t('settings.prioritiesHint')}
      </Text>
      <SwitchMatrix
        rowHeader={t('settings.priority')}
        rows={notificationPriorities}
        settings={['sound', 'desktop'] as const}
        minWidth={300}
        rowLabel={(priority) => t(`priorities.${priority}`)}
        checked={(priority, setting) => value.priorities[priority][setting]}
        onToggle={(priority, setting, on) =>
          onChange({
            ...value,
            priorities: {
              ...value.priorities,
              [priority]: { ...value.priorities[priority], [setting]: on },
            },
          })
        }
      />
    </SectionCard>
  );
}

// Preferences: real-time on or off, its sound and desktop notifications.
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

// Preferences: e-mail on or off, sent immediately or as a daily or weekly digest.
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
