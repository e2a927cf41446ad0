import { useMemo } from 'react';
import { Anchor, Text } from '@mantine/core';
import type { PaymentListItemView } from '@motorpool/domain/schemas/payment';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import type { GridColumn } from '../../../shared/data-grid/types.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { usePaymentFormat } from '../lib/use-payment-format.ts';
import { PaymentStatusBadge } from '../../../shared/ui/payment-status-badge.tsx';
import { usePaymentOptions } from './use-payment-options.ts';

type Row = PaymentListItemView;

const money = { fz: 'sm', ta: 'end', style: { whiteSpace: 'nowrap' } } as const;

// The payments grid's columns, sorts and filters (GET /payments). A phone shows the number,
// the amount and the status; the rest come in on wider screens.
export function usePaymentColumns(): GridColumn<Row>[] {
  const { t } = useTranslation('payments');
  const { when, amount } = usePaymentFormat();
  const options = usePaymentOptions();
  return useMemo(
    (): GridColumn<Row>[] => [
      {
        key: 'paymentNumber',
        title: t('columns.number'),
        sortField: 'paymentNumber',
        firstDirection: 'desc',
        visibleFrom: 'base',
        render: (payment) => (
          <Anchor
            component={Link}
            to={paths.admin.paymentDetail.getHref(payment.id)}
            fz="sm"
            fw={600}
            onClick={(event) => event.stopPropagation()}
          >
            <Ltr>{payment.paymentNumber}</Ltr>
          </Anchor>
        ),
      },
      {
        key: 'customer',
        title: t('columns.customer'),
        visibleFrom: 'sm',
        hideable: true,
        ellipsis: true,
        width: 160,
        render: (payment) => <bdi>{payment.customer?.name ?? t('detail.none')}</bdi>,
      },
      {
        key: 'type',
        title: t('columns.type'),
        visibleFrom: 'lg',
        hideable: true,
        filter: { type: 'enum', operators: ['in', 'equals'], options: options.types },
        render: (payment) => <Text fz="sm">{t(`type.${payment.type}`)}</Text>,
      },
      {
        key: 'paymentMethod',
        title: t('columns.method'),
        visibleFrom: 'xl',
        hideable: true,
        filter: {
          type: 'enum',
          operators: ['in', 'equals'],
          options: options.methods,
        },
        render: (payment) => <Text fz="sm">{t(`method.${payment.paymentMethod}`)}</Text>,
      },
      {
        key: 'amount',
        title: t('columns.amount'),
        sortField: 'amount',
        firstDirection: 'desc',
        visibleFrom: 'base',
        render: (payment) => <Text {...money}>{amount(payment.amount, payment.currency)}</Text>,
      },
      {
        key: 'refundedAmount',
        title: t('columns.refunded'),
        visibleFrom: 'md',
        hideable: true,
        render: (payment) => (
          <Text {...money} c={payment.refundedAmount > 0 ? undefined : 'dimmed'}>
            {amount(payment.refundedAmount, payment.currency)}
          </Text>
        ),
      },
      {
        key: 'status',
        title: t('columns.status'),
        sortField: 'status',
        visibleFrom: 'base',
        hideable: true,
        filter: {
          type: 'enum',
          operators: ['in', 'equals', 'notIn'],
          options: options.statuses,
        },
        render: (payment) => <PaymentStatusBadge payment={payment} />,
      },
      {
        key: 'createdAt',
        title: t('columns.date'),
        sortField: 'createdAt',
        firstDirection: 'desc',
        visibleFrom: 'md',
        hideable: true,
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (payment) => <Text fz="sm">{when(payment.createdAt)}</Text>,
      },
    ],
    [t, when, amount, options],
  );
}
