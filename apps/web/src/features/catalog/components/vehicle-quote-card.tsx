import type { ReactNode } from 'react';
import { Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconCalendarX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useVehicleQuote } from '../../../api/catalogue/vehicles.ts';
import { PeriodFields } from './period-fields.tsx';
import { type CatalogSearch, periodOf, periodParams } from './catalog-search.ts';

// Alert's look from Paper and Text, which the card loads anyway (Alert is 1 KB gzip more); the
// text keeps the page's colour on the tinted background, as the light tint's own colour lacks
// contrast for body text.
function Notice({
  color,
  icon,
  role,
  children,
}: {
  color: 'red' | 'teal';
  icon?: ReactNode;
  role?: 'alert';
  children: ReactNode;
}) {
  return (
    <Paper radius="md" p="sm" role={role} bg={`var(--mantine-color-${color}-light)`}>
      <Group gap="xs" wrap="nowrap">
        {icon}
        <Text fz="sm" c="inherit">
          {children}
        </Text>
      </Group>
    </Paper>
  );
}

// The price for the chosen dates (picked here or carried from the list) and the way on to the
// booking, with the vehicle, dates and branch in its address.
export function VehicleQuoteCard({
  vehicleId,
  dailyRate,
  currency,
  timeZone,
  search,
  onChange,
}: {
  vehicleId: string;
  dailyRate: number;
  currency: string | undefined;
  timeZone: string;
  search: CatalogSearch;
  onChange: (changes: Partial<CatalogSearch>) => void;
}) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const period = periodOf(search);
  const quote = useVehicleQuote(vehicleId, period);
  const booking = `${paths.tenant.rentalBooking.getHref(vehicleId)}?${periodParams(search)}`;
  const priced = quote.data?.quote;
  const money = priced?.currency ?? currency;
  const row = (label: string, minor: number, strong = false) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fz="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 500}>
        {money ? format.money(minor, money) : ''}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="vehicle-quote">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="vehicle-quote">
          {t('vehicle.quoteTitle')}
        </Title>
        {money ? (
          <Text fw={600}>
            {t('card.perDay', {
              price: format.money(dailyRate, money, { stripWholeDecimals: true }),
            })}
          </Text>
        ) : null}
        <PeriodFields search={search} timeZone={timeZone} onChange={onChange} />
        {!period ? (
          <Text fz="sm" c="dimmed">
            {t('vehicle.chooseDates')}
          </Text>
        ) : quote.isPending ? (
          <Loader role="status" size="sm" aria-label={t('vehicle.quoteTitle')} />
        ) : quote.isError || !priced ? (
          <Notice color="red" role="alert">
            {t('vehicle.quoteError')}
          </Notice>
        ) : (
          <Stack gap={6} role="status" aria-live="polite">
            <Text fz="sm" c="dimmed">
              {t('vehicle.days', { count: priced.days })}
            </Text>
            {row(t('vehicle.subtotal'), priced.subtotal)}
            {row(t('vehicle.tax'), priced.tax)}
            <Divider />
            {row(t('vehicle.total'), priced.total, true)}
            <Notice
              color={quote.data.available ? 'teal' : 'red'}
              icon={
                quote.data.available ? (
                  <IconCalendarCheck size={18} aria-hidden />
                ) : (
                  <IconCalendarX size={18} aria-hidden />
                )
              }
            >
              {quote.data.available ? t('vehicle.available') : t('vehicle.unavailable')}
            </Notice>
          </Stack>
        )}
        {quote.data?.available === false ? (
          <Button size="md" disabled>
            {t('vehicle.book')}
          </Button>
        ) : (
          <Button size="md" component={Link} to={booking}>
            {t('vehicle.book')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
