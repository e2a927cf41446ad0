import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { DashboardView } from '@motorpool/domain/schemas/dashboard';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { companyToday, todayLinks, type TodayItem } from '../lib/today-links.ts';

const items: { key: TodayItem; permission: string }[] = [
  { key: 'pickupsDue', permission: 'reservations:read' },
  { key: 'returnsDue', permission: 'rentals:read' },
  { key: 'overdue', permission: 'rentals:read' },
  { key: 'carsReady', permission: 'vehicles:read' },
  { key: 'carsNotReady', permission: 'vehicles:read' },
];

// The desks' day: what is due out and back today, what is late, and which cars can go.
export function TodayBoard({ view, branchId }: { view: DashboardView; branchId: string }) {
  const { t } = useTranslation('dashboard');
  const f = useFormat();
  const { can } = useCurrentUser();
  const links = todayLinks(companyToday(view.period.timeZone), branchId);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="today-board">
      <Title order={2} fz="h4" mb="sm" id="today-board">
        {t('today.title')}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 5 }}
        spacing="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {items.map(({ key, permission }) => {
          const count = f.number(view.today[key]);
          return (
            <li key={key} data-testid={`today-${key}`}>
              <Text fz="sm" c="dimmed">
                {t(`today.${key}`)}
              </Text>
              {can(permission) ? (
                <Anchor
                  component={Link}
                  to={links[key]}
                  fz="xl"
                  fw={700}
                  aria-label={t('today.open', { label: t(`today.${key}`), count })}
                >
                  {count}
                </Anchor>
              ) : (
                <Text fz="xl" fw={700}>
                  {count}
                </Text>
              )}
            </li>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
