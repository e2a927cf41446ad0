import { Badge, Table, Text } from '@mantine/core';
import type { OperatingHours } from '@motorpool/domain/schemas/branch';
import { type Weekday, weekdays } from '@motorpool/domain/locale-lists';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';

/** The weekday it is now in the company's zone. */
export function todayIn(timeZone: string, now = new Date()): Weekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(now);
  return name.toLowerCase() as Weekday;
}

/** Today's hours in a line: "Today: 08:00 – 22:00" or "Closed today". */
export function useTodayLine(hours: OperatingHours | null, timeZone: string): string | null {
  const { t } = useTranslation('catalog');
  if (!hours) return null;
  const today = hours[todayIn(timeZone)];
  return today.closed
    ? t('branches.closedToday')
    : t('branches.openToday', { open: today.openTime, close: today.closeTime });
}

// The week from the language's first day (Saturday in Arabic), today marked.
export function BranchHours({ hours, timeZone }: { hours: OperatingHours; timeZone: string }) {
  const { t } = useTranslation('catalog');
  const { config } = useLanguage();
  const first = config.firstDayOfWeek;
  const ordered = [...weekdays.slice(first), ...weekdays.slice(0, first)];
  const today = todayIn(timeZone);
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {ordered.map((day) => {
          const hoursOfDay = hours[day];
          return (
            <Table.Tr key={day} aria-current={day === today ? 'date' : undefined}>
              <Table.Th fw={day === today ? 700 : 500}>
                {t(`weekdays.${day}`)}{' '}
                {day === today ? (
                  <Badge size="xs" variant="light" ms={4}>
                    {t('branch.today')}
                  </Badge>
                ) : null}
              </Table.Th>
              <Table.Td>
                {hoursOfDay.closed ? (
                  <Text c="dimmed" fz="sm">
                    {t('branch.closed')}
                  </Text>
                ) : (
                  <Ltr>
                    {hoursOfDay.openTime} – {hoursOfDay.closeTime}
                  </Ltr>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
