import { useState } from 'react';
import {
  Anchor,
  Box,
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { PaymentListItemView } from '@motorpool/domain/schemas/payment';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { formatZoned } from '../../../shared/i18n/zoned-time.ts';
import { useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { PaymentStatusBadge } from '../../../shared/ui/payment-status-badge.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useCustomerPaymentHistory } from '../../../api/payments/customer-payment-history.ts';

const pageSize = 10;

// The booking a payment is for: the rental once one took the reservation over, else the
// reservation; a payment of neither is the company's own.
function BookingLink({ payment }: { payment: PaymentListItemView }) {
  const { t } = useTranslation('customers');
  if (payment.rentalId) {
    return (
      <Anchor component={Link} to={paths.admin.rentalDetail.getHref(payment.rentalId)} fz="sm">
        {t('payments.rental')}
      </Anchor>
    );
  }
  if (payment.reservationId) {
    const href = paths.admin.reservationDetail.getHref(payment.reservationId);
    return (
      <Anchor component={Link} to={href} fz="sm">
        {t('payments.reservation')}
      </Anchor>
    );
  }
  return (
    <Text fz="sm" c="dimmed">
      {t('payments.noBooking')}
    </Text>
  );
}

function PaymentRows({
  rows,
  when,
}: {
  rows: PaymentListItemView[];
  when: (iso: string) => string;
}) {
  const { t: tp } = useTranslation('payments');
  const format = useFormat();
  return (
    <Table.Tbody>
      {rows.map((payment) => (
        <Table.Tr key={payment.id}>
          <Table.Td>
            <Anchor
              component={Link}
              to={paths.admin.paymentDetail.getHref(payment.id)}
              fz="sm"
              fw={600}
            >
              <Ltr>{payment.paymentNumber}</Ltr>
            </Anchor>
            <Text fz="xs" c="dimmed">
              {tp(`type.${payment.type}`)}
            </Text>
          </Table.Td>
          <Table.Td fz="sm">{when(payment.createdAt)}</Table.Td>
          <Table.Td fz="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
            {format.money(payment.amount, payment.currency)}
          </Table.Td>
          <Table.Td fz="sm">{tp(`method.${payment.paymentMethod}`)}</Table.Td>
          <Table.Td>
            <PaymentStatusBadge payment={payment} />
          </Table.Td>
          <Table.Td>
            <BookingLink payment={payment} />
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}

// Payment history: the customer's payments, newest first, a page at a time from the server
// (GET /payments filtered on the customer), each linking to its payment and its booking.
export function CustomerPaymentHistory({ customerId }: { customerId: string }) {
  const { t } = useTranslation('customers');
  const { t: tg } = useTranslation('grid');
  const format = useFormat();
  // read with the payments, so their times show in the company's zone from the start
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const [page, setPage] = useState(1);
  const history = useCustomerPaymentHistory(customerId, page, pageSize);
  const rows = history.data?.data ?? [];
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  let body;
  if (history.isPending) {
    body = (
      <Stack gap="xs" aria-hidden>
        <Skeleton height={14} />
        <Skeleton height={14} />
      </Stack>
    );
  } else if (history.isError && !history.data) {
    body = (
      <Group gap="sm" role="alert">
        <Text fz="sm" c="red">
          {t('payments.loadError')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void history.refetch()}>
          {t('payments.retry')}
        </Button>
      </Group>
    );
  } else if (rows.length === 0) {
    body = (
      <Text c="dimmed" fz="sm">
        {t('payments.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
          <Table
            verticalSpacing="xs"
            aria-label={t('payments.table')}
            aria-busy={history.isPlaceholderData}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.columns.number')}</Table.Th>
                <Table.Th>{t('payments.columns.date')}</Table.Th>
                <Table.Th ta="end">{t('payments.columns.amount')}</Table.Th>
                <Table.Th>{t('payments.columns.method')}</Table.Th>
                <Table.Th>{t('payments.columns.status')}</Table.Th>
                <Table.Th>{t('payments.columns.booking')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <PaymentRows rows={rows} when={(iso) => formatZoned(iso, format.locale, timeZone)} />
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {tg('range', {
              from: format.number((page - 1) * pageSize + 1),
              to: format.number(Math.min(total, page * pageSize)),
              total: format.number(total),
            })}
          </Text>
          {pages > 1 && (
            <Box component="nav" aria-label={t('payments.pages')}>
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={setPage}
                size="sm"
                siblings={1}
                boundaries={1}
                formatLabel={({ page: value }) => format.number(value)}
                getControlProps={(control) =>
                  control === 'previous'
                    ? { 'aria-label': tg('previousPage') }
                    : control === 'next'
                      ? { 'aria-label': tg('nextPage') }
                      : {}
                }
              />
            </Box>
          )}
        </Group>
      </Stack>
    );
  }
  return (
    <SectionCard id="customer-payments" title={t('detail.sections.payments')}>
      {body}
    </SectionCard>
  );
}
