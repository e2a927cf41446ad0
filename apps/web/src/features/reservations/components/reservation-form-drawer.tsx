import { Center, Drawer, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTenantCurrency, useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { ReservationForm } from './reservation-form.tsx';

// Reservations are created and edited in a drawer from the inline-end side (like customers),
// full width on a phone. Times are typed in the company's zone, so the form waits for it.
export function ReservationFormDrawer({
  target,
  onClose,
  onSaved,
}: {
  target: FormTarget<ReservationView>;
  onClose: () => void;
  onSaved?: (reservation: ReservationView) => void;
}) {
  const { t } = useTranslation('reservations');
  const rtl = useLanguage().config.dir === 'rtl';
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const timeZone = useTenantTimeZone();
  const currency = useTenantCurrency();
  const reservation = target?.mode === 'edit' ? target.record : undefined;
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position={rtl ? 'left' : 'right'}
      size={phone ? '100%' : 'xl'}
      title={
        reservation
          ? t('form.editTitle', { number: reservation.reservationNumber })
          : t('form.createTitle')
      }
      closeButtonProps={{ 'aria-label': t('form.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target && !timeZone && (
        <Center py="xl">
          <Loader role="status" aria-label={t('detail.loading')} />
        </Center>
      )}
      {target && timeZone && (
        <ReservationForm
          key={reservation?.id ?? 'new'}
          reservation={reservation}
          timeZone={timeZone}
          currency={currency}
          onCancel={onClose}
          onDone={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      )}
    </Drawer>
  );
}
