import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { eventLooks, lookColors } from '../lib/event-look.ts';
import classes from './calendar.module.css';

// What each colour on the calendar means.
export function CalendarLegend() {
  const { t } = useTranslation('calendar');
  return (
    <Group gap="md" component="ul" m={0} p={0} aria-label={t('legend.label')}>
      {eventLooks.map((look) => (
        <Group key={look} gap={6} component="li" style={{ listStyle: 'none' }} wrap="nowrap">
          <span
            className={classes.legendSwatch}
            style={{ background: lookColors(look).background }}
            aria-hidden
          />
          <Text fz="xs">{t(`legend.${look}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
