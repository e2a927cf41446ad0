import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatZoned } from '../../../shared/i18n/zoned-time.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { StatusBadge as SharedStatusBadge } from '../../../shared/ui/status-badge.tsx';

export type BookingRow = {
  id: string;
  number: string;
  status: string;
  vehicle: { make: string; model: string; year: number };
  pickupDate: string;
  returnDate: string;
  pickupBranch: { name: string };
  total: number;
  remaining: number;
  currency: string;
};

const colours: Record<string, string> = {
  pending: 'yellow',
  confirmed: 'teal',
  active: 'blue',
  completed: 'gray',
  cancelled: 'red',
  no_show: 'red',
};

// The shared badge keeps yellow legible (filled, contrasting text).
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('my-bookings');
  return (
    <SharedStatusBadge
      status={status}
      colors={colours}
      label={t(`status.${status}` as 'status.pending', { defaultValue: status })}
    />
  );
}

export function BookingCard({
  row,
  href,
  timeZone,
}: {
  row: BookingRow;
  href: string;
  timeZone: string;
}) {
  const { t } = useTranslation('my-bookings');
  const { language } = useLanguage();
  const format = useFormat();
  const name = `${row.vehicle.make} ${row.vehicle.model} ${row.vehicle.year}`;
  return (
    <Card withBorder radius="md" padding="sm" component={Link} to={href}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>
            <bdi>{name}</bdi>
          </Text>
          <StatusBadge status={row.status} />
        </Group>
        <Text fz="xs" c="dimmed" dir="ltr" ta="start">
          {row.number}
        </Text>
        <Text fz="sm">
          {formatZoned(row.pickupDate, language, timeZone)} →{' '}
          {formatZoned(row.returnDate, language, timeZone)}
        </Text>
        <Text fz="sm" c="dimmed">
          {row.pickupBranch.name}
        </Text>
        <Group justify="space-between">
          <Text fz="sm" fw={600}>
            {format.money(row.total, row.currency)}
          </Text>
          {row.remaining > 0 ? (
            <Text fz="xs" c="orange">
              {t('list.owed', { amount: format.money(row.remaining, row.currency) })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
