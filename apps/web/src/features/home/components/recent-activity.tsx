import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { formatZoned } from '../../../shared/i18n/zoned-time.ts';
import { useRecentActivity } from '../api/home-api.ts';
import { HomeSection } from './home-sections.tsx';

// The signed-in customer's latest reservations and rentals, each opening in My bookings.
export function RecentActivity({
  userId,
  name,
  timeZone,
}: {
  userId: string;
  name: string;
  timeZone: string;
}) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const activity = useRecentActivity(userId);
  const status = (value: string) =>
    t(`activity.statuses.${value}` as never, { defaultValue: value });
  return (
    <HomeSection
      id="home-activity"
      title={t('activity.welcome', { name })}
      action={
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.tenant.reservations.getHref()}
            variant="subtle"
            size="compact-sm"
          >
            {t('activity.reservations')}
          </Button>
          <Button
            component={Link}
            to={paths.tenant.rentals.getHref()}
            variant="subtle"
            size="compact-sm"
          >
            {t('activity.rentals')}
          </Button>
        </Group>
      }
    >
      {activity.isPending ? (
        <Skeleton height={64} radius="md" />
      ) : activity.isError || activity.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {activity.isError ? t('activity.loadError') : t('activity.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {activity.data.map((item) => (
            <Card
              key={`${item.kind}-${item.id}`}
              withBorder
              radius="md"
              padding="sm"
              component="li"
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} miw={0}>
                  <Anchor
                    component={Link}
                    fw={600}
                    to={
                      item.kind === 'rental'
                        ? paths.tenant.rentalDetail.getHref(item.id)
                        : paths.tenant.reservationDetail.getHref(item.id)
                    }
                  >
                    {t(`activity.${item.kind}`, { number: item.number })}
                  </Anchor>
                  <Text fz="sm">{item.vehicle}</Text>
                  <Text fz="xs" c="dimmed">
                    {t('activity.period', {
                      from: formatZoned(item.pickupDate, format.locale, timeZone),
                      to: formatZoned(item.returnDate, format.locale, timeZone),
                    })}
                  </Text>
                </Stack>
                <Badge variant="light">{status(item.status)}</Badge>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
