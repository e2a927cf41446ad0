import { useState } from 'react';
import { Grid, Stack } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { detailPageState } from '../../../shared/ui/detail-page-state.tsx';
import { usePayment } from '../../../api/payments/get-payments.ts';
import {
  PaymentDialogs,
  type PaymentDialogTarget,
} from '../components/dialogs/payment-dialogs.tsx';
import {
  PaymentInfoCard,
  PaymentMetadataCard,
  PaymentOverviewCard,
  PaymentRefundsCard,
  PaymentTransactionsCard,
} from '../components/payment-cards.tsx';
import {
  PaymentCustomerCard,
  PaymentRentalCard,
  PaymentReservationCard,
  PaymentStatsCard,
} from '../components/payment-booking-cards.tsx';
import { PaymentDetailHeader } from '../components/payment-detail-header.tsx';
import { PaymentTimelineCard } from '../components/payment-timeline-card.tsx';

// Payment details (route /admin/finance/payments/view/:id).
export function PaymentDetailPage() {
  const { t } = useTranslation('payments');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const payment = usePayment(id);
  const [dialog, setDialog] = useState<PaymentDialogTarget>(null);

  const listHref = paths.admin.payments.getHref();
  const state = detailPageState(id, payment, {
    listHref,
    notFoundIcon: <IconReceiptOff size={36} />,
    text: (key) => t(key),
  });
  if ('fallback' in state) return state.fallback;

  const data = state.record;
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <PaymentDetailHeader
        payment={data}
        onAction={(action) => setDialog({ paymentId: data.id, action })}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <PaymentOverviewCard payment={data} />
            <PaymentInfoCard payment={data} />
            <PaymentStatsCard payment={data} />
            <PaymentCustomerCard payment={data} />
            <PaymentMetadataCard payment={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <PaymentReservationCard payment={data} />
            <PaymentRentalCard payment={data} />
            <PaymentTransactionsCard payment={data} />
            <PaymentRefundsCard payment={data} />
            <PaymentTimelineCard paymentId={data.id} />
          </Stack>
        </Grid.Col>
      </Grid>
      <PaymentDialogs
        target={dialog}
        onTarget={setDialog}
        onDeleted={() => void navigate(listHref)}
      />
    </Stack>
  );
}
