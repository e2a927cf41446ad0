import type { ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCar, IconMapPin } from '@tabler/icons-react';
import type { PublicBranchView } from '@motorpool/domain/schemas/catalogue';
import type { VehicleCatalogueView } from '@motorpool/domain/schemas/vehicle';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { type HomeOffer, type HomeTestimonial, offerText } from '../api/home-content.ts';
import { UserText } from '../../../shared/ui/user-text.tsx';

export function HomeSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} fz={{ base: 20, sm: 24 }} id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

export function CardsSkeleton({ count = 3, height = 220 }: { count?: number; height?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy>
      {Array.from({ length: count }, (_, n) => (
        <Skeleton key={n} height={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export function FeaturedVehicle({
  vehicle,
  currency,
}: {
  vehicle: VehicleCatalogueView;
  currency: string | undefined;
}) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const name = `${vehicle.make} ${vehicle.model} ${vehicle.year}`;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name}>
      <Card.Section>
        {vehicle.thumbnailUrl ? (
          <Image src={vehicle.thumbnailUrl} alt="" h={150} fit="cover" loading="lazy" />
        ) : (
          <Stack h={150} align="center" justify="center" bg="var(--mantine-color-default-hover)">
            <IconCar size={40} aria-hidden />
          </Stack>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Title order={3} fz="md">
          <Anchor component={Link} to={paths.tenant.vehicleDetail.getHref(vehicle.id)} c="inherit">
            {name}
          </Anchor>
        </Title>
        <Group gap={6}>
          <Badge variant="light">{t(`categories.${vehicle.category}`)}</Badge>
          {vehicle.seatingCapacity ? (
            <Badge variant="default">
              {t('featured.seats', { count: vehicle.seatingCapacity })}
            </Badge>
          ) : null}
        </Group>
        {currency ? (
          <Text fw={600}>
            {t('featured.perDay', {
              price: format.money(vehicle.dailyRate, currency, { stripWholeDecimals: true }),
            })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

export function OfferCard({ offer, currency }: { offer: HomeOffer; currency: string | undefined }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const { language } = useLanguage();
  const { title, body } = offerText(offer, language);
  // a percent discount is in basis points, an amount in minor units
  const discount =
    offer.discount.kind === 'percent'
      ? t('offers.off', { value: format.percent(offer.discount.value / 100) })
      : currency
        ? t('offers.off', { value: format.money(offer.discount.value, currency) })
        : null;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={title}>
      {offer.imageUrl ? (
        <Card.Section>
          <Image src={offer.imageUrl} alt="" h={140} fit="cover" loading="lazy" />
        </Card.Section>
      ) : null}
      <Stack gap={6} mt={offer.imageUrl ? 'sm' : 0}>
        <Group justify="space-between" wrap="nowrap" align="start" gap="xs">
          <Title order={3} fz="md" dir="auto">
            {title}
          </Title>
          {discount ? (
            <Badge color="orange" variant="filled" style={{ flexShrink: 0 }}>
              {discount}
            </Badge>
          ) : null}
        </Group>
        {body ? (
          <Text fz="sm" c="dimmed" dir="auto">
            {body}
          </Text>
        ) : null}
        {offer.promoCode ? (
          <Text fz="sm">
            {t('offers.code')}{' '}
            <Text span fw={700} ff="monospace" dir="ltr">
              {offer.promoCode}
            </Text>
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed">
          {t('offers.validUntil', { date: format.date(offer.validUntil) })}
        </Text>
      </Stack>
    </Card>
  );
}

/** The branches' cities, each leading to its branch (or the branches page when it has several). */
export function Destinations({ branches }: { branches: PublicBranchView[] }) {
  const { t } = useTranslation('home');
  const cities = new Map<string, PublicBranchView[]>();
  for (const branch of branches) {
    cities.set(branch.city, [...(cities.get(branch.city) ?? []), branch]);
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {[...cities].map(([city, inCity]) => {
        const to =
          inCity.length === 1 && inCity[0]
            ? paths.tenant.branchDetail.getHref(inCity[0].id)
            : paths.tenant.branches.getHref();
        return (
          <Card key={city} withBorder radius="md" padding="sm" component={Link} to={to}>
            <Group gap="sm" wrap="nowrap">
              <IconMapPin size={22} aria-hidden />
              <Stack gap={0} miw={0}>
                <Text fw={600} dir="auto">
                  {city}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('destinations.branches', { count: inCity.length })}
                </Text>
              </Stack>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

export function TestimonialCard({ review }: { review: HomeTestimonial }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="sm" component="figure" m={0}>
      <Stack gap={6}>
        {/* read-only stars as text: Mantine's Rating is an input, and code a visitor would
            download for nothing to press */}
        <Text
          role="img"
          aria-label={t('testimonials.rating', { count: review.rating })}
          c="yellow.6"
          fz="lg"
          lh={1}
        >
          {'★'.repeat(review.rating)}
          <Text span c="dimmed" inherit>
            {'★'.repeat(Math.max(0, 5 - review.rating))}
          </Text>
        </Text>
        {review.comment ? (
          <UserText component="blockquote" m={0} fz="sm">
            {review.comment}
          </UserText>
        ) : null}
        <Text component="figcaption" fz="xs" c="dimmed">
          <bdi>{review.authorName}</bdi>
          {review.vehicle ? (
            <>
              {' · '}
              <bdi>{`${review.vehicle.make} ${review.vehicle.model}`}</bdi>
            </>
          ) : null}
          {' · '}
          {format.date(review.date)}
        </Text>
      </Stack>
    </Card>
  );
}
