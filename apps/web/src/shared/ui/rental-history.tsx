import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Box,
  Button,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { RentalListItemView } from '@motorpool/domain/schemas/rental';
import type { RentalStatus } from '@motorpool/domain/value-lists';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { useFormat } from '../i18n/use-format.ts';
import { formatZoned } from '../i18n/zoned-time.ts';
import { useTenantCurrency, useTenantTimeZone } from '../reference/tenant.ts';
import { Ltr } from './ltr.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The keys every namespace that shows a rental history has. */
export type RentalHistoryTextKey =
  | 'rentalHistory.table'
  | 'rentalHistory.pages'
  | 'rentalHistory.columns.number'
  | 'rentalHistory.columns.customer'
  | 'rentalHistory.columns.vehicle'
  | 'rentalHistory.columns.pickup'
  | 'rentalHistory.columns.return'
  | 'rentalHistory.columns.status'
  | 'rentalHistory.columns.total'
  | `rentalHistory.status.${RentalStatus}`
  | 'rentalHistory.overdue'
  | 'rentalHistory.loadError'
  | 'rentalHistory.retry';

/** Whose rentals: GET /rentals filtered on one of these ids. */
export type RentalHistoryOwner = {
  field: 'customerId' | 'vehicleId' | 'pickupBranchId';
  id: string;
};

export const rentalHistoryPageSizes = [5, 10, 20, 50] as const;

const statusColors: Record<RentalStatus, string> = {
  pending: 'yellow',
  active: 'blue',
  completed: 'green',
  cancelled: 'gray',
};

/** One page of the owner's rentals: the rentals resource's query (api/rentals), passed in. */
export type RentalHistoryQuery = (
  owner: RentalHistoryOwner,
  page: number,
  limit: number,
) => {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<ListResponse<RentalListItemView>>;
};

type RentalHistoryProps = {
  owner: RentalHistoryOwner;
  query: RentalHistoryQuery;
  /** the other party of each row: the customer's rentals name the car, and the reverse */
  party: 'customer' | 'vehicle';
  pageSize: number;
  /** false: the latest `pageSize` rentals, without page links */
  paged?: boolean;
  empty: ReactNode;
  /** the feature's translation of each key */
  text: (key: RentalHistoryTextKey) => string;
};

// Rental history on a customer, vehicle or branch: newest pickup first, each rental
// linking to its details; dates in the company's time zone.
export function RentalHistoryTable({
  owner,
  query,
  party,
  pageSize,
  paged = true,
  empty,
  text,
}: RentalHistoryProps) {
  const { t } = useTranslation('grid');
  const format = useFormat();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const companyCurrency = useTenantCurrency();
  // A new page size starts again from the first page.
  const [paging, setPaging] = useState({ page: 1, size: pageSize });
  const page = paging.size === pageSize ? paging.page : 1;
  const history = useQuery({ ...query(owner, page, pageSize), placeholderData: keepPreviousData });
  const rows = history.data?.data ?? [];
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const when = (iso: string) => formatZoned(iso, format.locale, timeZone);

  if (history.isPending) {
    return (
      <Stack gap="xs" aria-hidden>
        <Skeleton height={14} />
        <Skeleton height={14} />
      </Stack>
    );
  }
  if (history.isError && !history.data) {
    return (
      <Group gap="sm" role="alert">
        <Text fz="sm" c="red">
          {text('rentalHistory.loadError')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void history.refetch()}>
          {text('rentalHistory.retry')}
        </Button>
      </Group>
    );
  }
  if (rows.length === 0) return empty;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
        <Table
          verticalSpacing="xs"
          aria-label={text('rentalHistory.table')}
          aria-busy={history.isPlaceholderData}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('rentalHistory.columns.number')}</Table.Th>
              <Table.Th>{text(`rentalHistory.columns.${party}`)}</Table.Th>
              <Table.Th>{text('rentalHistory.columns.pickup')}</Table.Th>
              <Table.Th>{text('rentalHistory.columns.return')}</Table.Th>
              <Table.Th>{text('rentalHistory.columns.status')}</Table.Th>
              <Table.Th ta="end">{text('rentalHistory.columns.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((rental) => {
              const currency = rental.quote.currency || companyCurrency;
              return (
                <Table.Tr key={rental.id}>
                  <Table.Td fz="sm">
                    <Anchor
                      component={Link}
                      to={paths.admin.rentalDetail.getHref(rental.id)}
                      fz="sm"
                      fw={600}
                    >
                      <Ltr>{rental.rentalNumber}</Ltr>
                    </Anchor>
                  </Table.Td>
                  <Table.Td fz="sm">
                    {party === 'vehicle' ? (
                      <Stack gap={0}>
                        <bdi>{rental.vehicle.name}</bdi>
                        <Text fz="xs" c="dimmed">
                          <Ltr>{rental.vehicle.licensePlate}</Ltr>
                        </Text>
                      </Stack>
                    ) : (
                      <bdi>{rental.customer.name}</bdi>
                    )}
                  </Table.Td>
                  <Table.Td fz="sm">{when(rental.actualPickupDate ?? rental.pickupDate)}</Table.Td>
                  <Table.Td fz="sm" c={rental.isOverdue ? 'red' : undefined}>
                    {when(rental.actualReturnDate ?? rental.returnDate)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="wrap">
                      <StatusBadge
                        status={rental.status}
                        colors={statusColors}
                        label={text(`rentalHistory.status.${rental.status}`)}
                      />
                      {rental.isOverdue && (
                        <Text fz="xs" c="red" fw={600}>
                          {text('rentalHistory.overdue')}
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td fz="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
                    {currency
                      ? format.money(rental.totalCost, currency)
                      : format.number(rental.totalCost)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paged && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('range', {
              from: format.number((page - 1) * pageSize + 1),
              to: format.number(Math.min(total, page * pageSize)),
              total: format.number(total),
            })}
          </Text>
          {pages > 1 && (
            <Box component="nav" aria-label={text('rentalHistory.pages')}>
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) => setPaging({ page: next, size: pageSize })}
                size="sm"
                siblings={1}
                boundaries={1}
                formatLabel={({ page: value }) => format.number(value)}
                getControlProps={(control) =>
                  control === 'previous'
                    ? { 'aria-label': t('previousPage') }
                    : control === 'next'
                      ? { 'aria-label': t('nextPage') }
                      : {}
                }
              />
            </Box>
          )}
        </Group>
      )}
    </Stack>
  );
}

// How many rentals a page of the history shows (the server's page size).
export function RentalHistoryPageSize({
  value,
  onChange,
  label,
  optionLabel,
}: {
  value: number;
  onChange: (size: number) => void;
  label: string;
  optionLabel: (size: string) => string;
}) {
  return (
    <Select
      aria-label={label}
      data={rentalHistoryPageSizes.map((size) => ({
        value: String(size),
        label: optionLabel(String(size)),
      }))}
      value={String(value)}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      w={140}
      size="xs"
    />
  );
}
