import { Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { weekdays } from '@motorpool/domain/locale-lists';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import type { BranchFormValues } from './branch-form-values.ts';

// One row per weekday (from the language's first day): open or closed, and the hours.
export function OperatingHoursFields({ form }: { form: UseFormReturnType<BranchFormValues> }) {
  const { t } = useTranslation('branches');
  const { config } = useLanguage();
  const ordered = [
    ...weekdays.slice(config.firstDayOfWeek),
    ...weekdays.slice(0, config.firstDayOfWeek),
  ];
  return (
    <Stack gap="xs" role="group" aria-label={t('form.hours')}>
      <Text fw={500} fz="sm">
        {t('form.hours')}
      </Text>
      {ordered.map((day) => {
        const path = `operatingHours.${day}` as const;
        const closed = form.getValues().operatingHours[day].closed;
        return (
          <Group key={day} gap="sm" wrap="wrap" align="flex-start">
            <Switch
              w={150}
              mt={6}
              label={t(`weekdays.${day}`)}
              checked={!closed}
              onChange={(event) =>
                form.setFieldValue(`${path}.closed`, !event.currentTarget.checked)
              }
            />
            {closed ? (
              <Text c="dimmed" fz="sm" mt={6}>
                {t('hours.closed')}
              </Text>
            ) : (
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  type="time"
                  aria-label={t('form.openTime', { day: t(`weekdays.${day}`) })}
                  w={120}
                  {...form.getInputProps(`${path}.openTime`)}
                />
                <TextInput
                  type="time"
                  aria-label={t('form.closeTime', { day: t(`weekdays.${day}`) })}
                  w={120}
                  {...form.getInputProps(`${path}.closeTime`)}
                />
              </Group>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
