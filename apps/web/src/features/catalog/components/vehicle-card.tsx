import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import type { CatalogItem } from '../../../api/catalogue/vehicles.ts';
import { useSpecLabels } from './spec-labels.ts';

// One car of the list: photo, name, key specifications, the daily rate and, once dates are
// chosen, the price for them. The whole card opens the vehicle's page, dates kept.
export function VehicleCard({
  item,
  currency,
  query,
}: {
  item: CatalogItem;
  currency: string | undefined;
  /** the dates and branch carried to the vehicle's page */
  query: string;
}) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const labels = useSpecLabels();
  const money = item.currency ?? currency;
  const name = `${item.make} ${item.model} ${item.year}`;
  const href = `${paths.tenant.vehicleDetail.getHref(item.id)}${query ? `?${query}` : ''}`;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name}>
      <Card.Section>
        {item.imageUrl ? (
          <Image src={item.imageUrl} alt="" h={160} fit="cover" loading="lazy" />
        ) : (
          <Stack
            h={160}
            align="center"
            justify="center"
            gap={4}
            bg="var(--mantine-color-default-hover)"
          >
            <IconCar size={40} aria-hidden />
            <Text fz="xs" c="dimmed">
              {t('card.noImage')}
            </Text>
          </Stack>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Title order={3} fz="md">
          <Anchor component={Link} to={href} c="inherit">
            {name}
          </Anchor>
        </Title>
        <Group gap={6}>
          <Badge variant="light">{labels.category(item.category)}</Badge>
          {item.seats ? (
            <Badge variant="default">{t('card.seats', { count: item.seats })}</Badge>
          ) : null}
          {item.transmission ? (
            <Badge variant="default">{labels.transmission(item.transmission)}</Badge>
          ) : null}
          {item.fuelType ? <Badge variant="default">{labels.fuelType(item.fuelType)}</Badge> : null}
        </Group>
        {money ? (
          <Stack gap={0}>
            <Text fw={600}>
              {t('card.perDay', {
                price: format.money(item.dailyRate, money, { stripWholeDecimals: true }),
              })}
            </Text>
            {item.periodTotal !== undefined ? (
              <Text fz="sm" c="orange.8" fw={600}>
                {t('card.forPeriod', { price: format.money(item.periodTotal, money) })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
