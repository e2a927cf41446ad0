import { Anchor, EmptyState, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { rentalHistoryQuery } from '../../../api/rentals/get-rentals.ts';
import { RentalHistoryTable } from '../../../shared/ui/rental-history.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useBranchStats } from '../../../api/branches/get-branch.ts';

const recentCount = 10;

// The rentals list narrowed to this branch, in the list's own address format.
const branchRentalsHref = (id: string) =>
  `${paths.admin.rentals.getHref()}?${new URLSearchParams({ 'filter[pickupBranchId][equals]': id })}`;

// Recent rentals of the branch: the latest picked up there, and the way to all of
// them. Someone who may not read rentals sees only how many there were.
export function BranchRentalsCard({ id }: { id: string }) {
  const { t } = useTranslation('branches');
  const format = useFormat();
  const { can } = useCurrentUser();
  const total = useBranchStats(id).data?.totalRentals;
  const empty = (
    <EmptyState
      py="md"
      icon={<IconCalendarOff size={28} aria-hidden />}
      title={t('detail.rentals.empty')}
      description={t('detail.rentals.emptyDescription')}
    />
  );
  if (!can('rentals:read')) {
    return (
      <SectionCard id="branch-rentals" title={t('detail.sections.rentals')}>
        {total === undefined ? null : total === 0 ? (
          empty
        ) : (
          <Text fz="sm">{t('detail.rentals.count', { total: format.number(total) })}</Text>
        )}
      </SectionCard>
    );
  }
  return (
    <SectionCard
      id="branch-rentals"
      title={t('detail.sections.rentals')}
      actions={
        total !== undefined &&
        total > 0 && (
          <Anchor component={Link} to={branchRentalsHref(id)} fz="sm">
            {t('detail.rentals.viewAll')}
          </Anchor>
        )
      }
    >
      <RentalHistoryTable
        owner={{ field: 'pickupBranchId', id }}
        query={rentalHistoryQuery}
        party="customer"
        pageSize={recentCount}
        paged={false}
        empty={empty}
        text={(key) => t(key)}
      />
    </SectionCard>
  );
}
