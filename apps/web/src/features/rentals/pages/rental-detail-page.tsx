import { useEffect, useState, type ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';
import { IconCarOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { detailPageState } from '../../../shared/ui/detail-page-state.tsx';
import { useRental } from '../../../api/rentals/get-rentals.ts';
import { rentalKeys } from '../../../api/rentals/keys.ts';
import { RentalDialogs, type RentalDialogTarget } from '../components/dialogs/rental-dialogs.tsx';
import { RentalDetailHeader } from '../components/rental-detail-header.tsx';
import { RentalDocumentsCard } from '../components/rental-documents-card.tsx';
import { RentalFormDrawer, type RentalFormTarget } from '../components/rental-form-drawer.tsx';
import {
  RentalChangesCard,
  RentalRatingCard,
  RentalTimelineCard,
} from '../components/rental-history-cards.tsx';
import {
  RentalInfoCard,
  RentalNotesCard,
  RentalPartiesCard,
} from '../components/rental-info-cards.tsx';
import { RentalInspectionsCard } from '../components/rental-inspections-card.tsx';
import { RentalDepositCard, type ProcessDeposit } from '../components/rental-deposit-card.tsx';
import { RentalPaymentCard, RentalPricingCard } from '../components/rental-money-cards.tsx';
import {
  rentalPaymentsTarget,
  type RentalPaymentsTarget,
} from '../components/rental-payments-target.ts';
import { RentalPdfCard } from '../components/rental-pdf-card.tsx';
import { RentalReadiness } from '../components/rental-readiness.tsx';
import type { RentalStaffAction } from '../lib/rental-actions.ts';

// Rental details (route /admin/management/rentals/view/:id). The rental's payments and
// "Take payment" (`payments`), and taking a waiting card deposit (`processDeposit`), come from
// the payments feature, composed in by the app.
export function RentalDetailPage({
  payments,
  processDeposit,
}: {
  payments?: (target: RentalPaymentsTarget) => ReactNode;
  processDeposit?: ProcessDeposit;
}) {
  const { t } = useTranslation('rentals');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rental = useRental(id);
  const [formTarget, setFormTarget] = useState<RentalFormTarget>(null);
  const [search, setSearch] = useSearchParams();
  const [dialog, setDialog] = useState<RentalDialogTarget>(null);
  // The calendar's quick actions land here with ?action=checkout|checkin: open that dialog once.
  const requested = search.get('action');
  useEffect(() => {
    if (requested !== 'checkout' && requested !== 'checkin') return;
    setDialog({ rentalId: id, action: requested });
    setSearch({}, { replace: true });
  }, [requested, id, setSearch]);

  const listHref = paths.admin.rentals.getHref();
  const state = detailPageState(id, rental, {
    listHref,
    notFoundIcon: <IconCarOff size={36} />,
    text: (key) => t(key),
  });
  if ('fallback' in state) return state.fallback;

  const data = state.record;
  // Money moved: the balance and the deposit are the API's to recompute.
  const reread = () => {
    void queryClient.invalidateQueries({ queryKey: rentalKeys.detail(data.id) });
    void queryClient.invalidateQueries({ queryKey: rentalKeys.lists() });
  };
  const onAction = (action: RentalStaffAction) =>
    action === 'edit'
      ? setFormTarget({ mode: 'edit', record: data })
      : setDialog({ rentalId: data.id, action });
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <RentalDetailHeader rental={data} onAction={onAction} />
      <RentalReadiness rental={data} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <RentalInfoCard rental={data} />
            <RentalPartiesCard rental={data} />
            <RentalInspectionsCard rental={data} />
            <RentalNotesCard rental={data} />
            <RentalDocumentsCard rentalId={data.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <RentalPricingCard rental={data} />
            <RentalPaymentCard rental={data} />
            {payments?.(rentalPaymentsTarget(data, reread))}
            <RentalDepositCard rental={data} processDeposit={processDeposit} onChanged={reread} />
            <RentalPdfCard rental={data} />
            <RentalChangesCard rental={data} />
            <RentalRatingCard rental={data} />
            <RentalTimelineCard rentalId={data.id} />
          </Stack>
        </Grid.Col>
      </Grid>
      <RentalFormDrawer target={formTarget} onClose={() => setFormTarget(null)} />
      <RentalDialogs
        target={dialog}
        onTarget={setDialog}
        onDeleted={() => void navigate(listHref)}
      />
    </Stack>
  );
}
