import { useState, type ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { detailPageState } from '../../../shared/ui/detail-page-state.tsx';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { useReservation } from '../../../api/reservations/get-reservation.ts';
import { reservationKeys } from '../../../api/reservations/keys.ts';
import {
  ReservationActionDialog,
  type ActionTarget,
} from '../components/reservation-action-dialog.tsx';
import type { ReservationStaffAction } from '../components/reservation-actions.ts';
import { ReservationDetailHeader } from '../components/reservation-detail-header.tsx';
import { ReservationDocumentsCard } from '../components/reservation-documents-card.tsx';
import { ReservationFormDrawer } from '../components/reservation-form-drawer.tsx';
import { ReservationReadiness } from '../components/reservation-readiness.tsx';
import {
  ReservationActivityCard,
  ReservationTimelineCard,
} from '../components/reservation-history.tsx';
import {
  ReservationNotesCard,
  ReservationPartiesCard,
  ReservationPaymentCard,
  ReservationPeriodCard,
  ReservationPricingCard,
} from '../components/reservation-info-cards.tsx';
import {
  reservationPaymentsTarget,
  type ReservationPaymentsTarget,
} from '../components/reservation-payments-target.ts';

// Reservation details (route /admin/management/reservations/view/:id). Its payments
// and "Take payment" come from the payments feature, composed in by the app (`payments`).
export function ReservationDetailPage({
  payments,
}: {
  payments?: (target: ReservationPaymentsTarget) => ReactNode;
}) {
  const { t } = useTranslation('reservations');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reservation = useReservation(id);
  const [formTarget, setFormTarget] = useState<FormTarget<ReservationView>>(null);
  const [actionTarget, setActionTarget] = useState<ActionTarget>(null);

  const listHref = paths.admin.reservations.getHref();
  const state = detailPageState(id, reservation, {
    listHref,
    notFoundIcon: <IconCalendarOff size={36} />,
    text: (key) => t(key),
  });
  if ('fallback' in state) return state.fallback;

  const data = state.record;
  // Money moved: the paid and remaining amounts are the API's to recompute.
  const reread = () => {
    void queryClient.invalidateQueries({ queryKey: reservationKeys.detail(data.id) });
    void queryClient.invalidateQueries({ queryKey: reservationKeys.lists() });
  };
  const onAction = (action: ReservationStaffAction) =>
    action === 'edit'
      ? setFormTarget({ mode: 'edit', record: data })
      : setActionTarget({ reservation: data, action });
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <ReservationDetailHeader reservation={data} onAction={onAction} />
      <ReservationReadiness reservation={data} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <ReservationPartiesCard reservation={data} />
            <ReservationPeriodCard reservation={data} />
            <ReservationNotesCard reservation={data} />
            <ReservationDocumentsCard reservationId={data.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <ReservationPricingCard reservation={data} />
            <ReservationPaymentCard reservation={data} />
            {payments?.(reservationPaymentsTarget(data, reread))}
            <ReservationTimelineCard reservation={data} />
            <ReservationActivityCard reservationId={data.id} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ReservationFormDrawer target={formTarget} onClose={() => setFormTarget(null)} />
      <ReservationActionDialog
        target={actionTarget}
        onClose={() => setActionTarget(null)}
        onDeleted={() => void navigate(listHref)}
      />
    </Stack>
  );
}
