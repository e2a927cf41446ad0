import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { formatZoned } from '../../../shared/i18n/zoned-time.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { usePublicBranches } from '../../../api/catalogue/branches.ts';
import { useCatalogVehicle } from '../../../api/catalogue/vehicles.ts';
import { useReservation } from '../../../api/reservations/get-reservation.ts';
import { BookingProgress } from '../components/booking-progress.tsx';
import { DatesStep } from '../components/dates-step.tsx';
import { DriverStep } from '../components/driver-step.tsx';
import { ExtrasStep } from '../components/extras-step.tsx';
import { FreeVehicles } from '../components/free-vehicles.tsx';
import { PayStep } from '../components/pay-step.tsx';
import { ReviewStep } from '../components/review-step.tsx';
import { addOnList, type BookingState, periodReady } from '../lib/booking-state.ts';
import { useBooking } from '../lib/use-booking.ts';

function Summary({
  state,
  vehicleId,
  timeZone,
}: {
  state: BookingState;
  vehicleId: string;
  timeZone: string;
}) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const vehicle = useCatalogVehicle(vehicleId).data;
  const branches = usePublicBranches().data ?? [];
  const branch = (id: string | undefined) => branches.find((b) => b.id === id)?.name ?? '';
  const when = (iso: string | undefined) => formatZoned(iso, language, timeZone);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={2}>
        {vehicle ? (
          <Text fw={600}>
            <bdi>{`${vehicle.make} ${vehicle.model} ${vehicle.year}`}</bdi>
          </Text>
        ) : null}
        <Text fz="sm">
          {t('summary.pickup', { when: when(state.pickupDate), branch: branch(state.branchId) })}
        </Text>
        <Text fz="sm">
          {t('summary.return', {
            when: when(state.returnDate),
            branch: branch(state.returnBranchId ?? state.branchId),
          })}
        </Text>
      </Stack>
    </Paper>
  );
}

function Done({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation('booking');
  const reservation = useReservation(reservationId).data;
  return (
    <Stack gap="md" align="center" ta="center" role="status">
      <IconCircleCheck size={56} color="var(--mantine-color-teal-6)" aria-hidden />
      <Title order={2} fz="xl">
        {t('done.title')}
      </Title>
      {reservation ? (
        <Text>{t('done.number', { number: reservation.reservationNumber })}</Text>
      ) : null}
      <Text c="dimmed" fz="sm">
        {t('done.email')}
      </Text>
      <Button
        component={Link}
        to={paths.tenant.reservationDetail.getHref(reservationId)}
        size="md"
        fullWidth
      >
        {t('done.view')}
      </Button>
    </Stack>
  );
}

// Booking flow at /rental/{vehicleId}: six steps, each in the address so Back works.
export function BookingPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { user } = useSession();
  const timeZone = useTenantTimeZone() ?? 'UTC';
  const { vehicleId, state, go } = useBooking();
  const vehicle = useCatalogVehicle(vehicleId).data;
  const signedIn = user !== null;
  const ready = periodReady(state);
  // A later step without its period goes back to the first one.
  const step = !ready && !state.reservationId && state.step !== 'dates' ? 'dates' : state.step;
  const period =
    state.pickupDate && state.returnDate
      ? {
          pickupDate: state.pickupDate,
          returnDate: state.returnDate,
          ...(state.branchId ? { branchId: state.branchId } : {}),
        }
      : null;
  const quoteBody = ready
    ? {
        vehicleId,
        pickupDate: state.pickupDate!,
        returnDate: state.returnDate!,
        addOns: addOnList(state.addOns),
        ...(state.promoCode ? { promoCode: state.promoCode } : {}),
      }
    : null;
  const summary = <Summary state={state} vehicleId={vehicleId} timeZone={timeZone} />;
  const taken = () => (
    <Stack gap="md">
      <Alert color="orange" role="alert" title={t('taken.title')}>
        {t('taken.message')}
      </Alert>
      {period ? (
        <FreeVehicles
          period={period}
          exclude={vehicleId}
          onChoose={(id) => go({ step: 'review', reservationId: undefined }, { vehicle: id })}
        />
      ) : null}
    </Stack>
  );
  const body = (() => {
    switch (step) {
      case 'dates':
        return (
          <DatesStep
            state={state}
            timeZone={timeZone}
            vehicleBranchId={vehicle?.branchId}
            onNext={(c) => go({ ...c, step: 'vehicle' })}
          />
        );
      case 'vehicle':
        return period ? (
          <FreeVehicles
            period={period}
            current={vehicleId}
            onChoose={(id) => go({ step: 'extras' }, { vehicle: id })}
          />
        ) : null;
      case 'extras':
        return (
          <ExtrasStep
            value={state.addOns}
            signedIn={signedIn}
            onNext={(addOns) => go({ addOns, step: 'driver' })}
          />
        );
      case 'driver':
        return (
          <DriverStep
            signedIn={signedIn}
            returnDate={state.returnDate}
            onNext={() => go({ step: 'review' })}
          />
        );
      case 'review':
        return quoteBody && signedIn ? (
          <ReviewStep
            key={JSON.stringify(quoteBody)}
            body={quoteBody}
            summary={summary}
            onPromo={(promoCode) => go({ promoCode }, { replace: true })}
            onNext={() => go({ step: 'pay' })}
          />
        ) : (
          <DriverStep
            signedIn={signedIn}
            returnDate={state.returnDate}
            onNext={() => go({ step: 'review' })}
          />
        );
      case 'pay':
        return signedIn ? (
          <PayStep
            draft={
              quoteBody && !state.reservationId
                ? {
                    ...quoteBody,
                    pickupBranchId: state.branchId!,
                    returnBranchId: state.returnBranchId ?? state.branchId!,
                  }
                : null
            }
            reservationId={state.reservationId}
            onBooked={(saved) => go({ reservationId: saved.id }, { replace: true })}
            onDone={(saved) => go({ step: 'done', reservationId: saved.id }, { replace: true })}
            renderTaken={taken}
            onDriver={() => go({ step: 'driver' })}
          />
        ) : (
          <DriverStep signedIn={false} returnDate={state.returnDate} onNext={() => undefined} />
        );
      case 'done':
        return state.reservationId ? <Done reservationId={state.reservationId} /> : null;
    }
  })();
  return (
    <Container size="xs" px="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('title')}
        </Title>
        <BookingProgress step={step} />
        <Title order={2} fz="lg">
          {t(`steps.${step}`)}
        </Title>
        {step !== 'dates' && step !== 'review' && step !== 'done' && ready ? summary : null}
        {body}
        {step !== 'dates' && step !== 'done' ? (
          <Button variant="subtle" onClick={() => void navigate(-1)}>
            {t('back')}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}
