import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CustomerView } from '../../../api/customers/customer-view.ts';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={2}>
        <Text c="dimmed" fz="xs" fw={600}>
          {label}
        </Text>
        <Text component="div" fz="lg" fw={700}>
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}

// The derived figures the API computes from rentals and payments: none typed in.
export function CustomerStats({
  customer,
  currency,
}: {
  customer: CustomerView;
  currency?: string;
}) {
  const { t } = useTranslation('customers');
  const format = useFormat();
  return (
    <SectionCard id="customer-stats" title={t('detail.sections.stats')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('stats.totalRentals')}>{format.number(customer.totalRentals)}</Figure>
        <Figure label={t('stats.totalSpent')}>
          {currency ? format.money(customer.totalSpent, currency) : ''}
        </Figure>
        <Figure label={t('stats.averageRating')}>
          {customer.averageRating === null
            ? t('stats.noRating')
            : format.number(Math.round(customer.averageRating * 10) / 10)}
        </Figure>
        <Figure label={t('stats.loyalty')}>
          <Group gap="xs" wrap="wrap">
            {format.number(customer.loyaltyPoints)}
            <Badge variant="light" size="sm">
              {t(`tier.${customer.loyaltyTier}`)}
            </Badge>
          </Group>
        </Figure>
      </SimpleGrid>
    </SectionCard>
  );
}
