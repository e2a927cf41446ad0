import { useState } from 'react';
import { Center, Drawer, Loader, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RentalListItemView, RentalView } from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import { RentalEditForm } from './rental-edit-form.tsx';
import { RentalFromReservationForm } from './rental-from-reservation.tsx';
import { RentalWalkInForm } from './rental-walk-in-form.tsx';

export type RentalFormTarget =
  { mode: 'create' } | { mode: 'edit'; record: RentalListItemView } | null;

type Source = 'reservation' | 'walkIn';

// A rental is made in a drawer from the inline-end side, full width on a phone: from a
// confirmed reservation, or as a walk-in booked on the spot. An edit changes the return branch
// and the notes only.
export function RentalFormDrawer({
  target,
  onClose,
  onSaved,
}: {
  target: RentalFormTarget;
  onClose: () => void;
  onSaved?: (rental: RentalView) => void;
}) {
  const { t } = useTranslation('rentals');
  const rtl = useLanguage().config.dir === 'rtl';
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const timeZone = useTenantTimeZone();
  const [source, setSource] = useState<Source>('reservation');
  const rental = target?.mode === 'edit' ? target.record : undefined;
  const done = (saved: RentalView) => {
    onClose();
    onSaved?.(saved);
  };
  let body = null;
  if (rental)
    body = <RentalEditForm key={rental.id} rental={rental} onDone={done} onCancel={onClose} />;
  else if (target && !timeZone)
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={t('detail.loading')} />
      </Center>
    );
  else if (target && timeZone)
    body = (
      <Stack gap="lg">
        <SegmentedControl
          fullWidth
          aria-label={t('form.source')}
          value={source}
          onChange={(value) => setSource(value as Source)}
          data={[
            { value: 'reservation', label: t('form.fromReservation') },
            { value: 'walkIn', label: t('form.walkIn') },
          ]}
        />
        {source === 'reservation' ? (
          <RentalFromReservationForm onDone={done} onCancel={onClose} />
        ) : (
          <RentalWalkInForm timeZone={timeZone} onDone={done} onCancel={onClose} />
        )}
      </Stack>
    );
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position={rtl ? 'left' : 'right'}
      size={phone ? '100%' : 'xl'}
      title={rental ? t('form.editTitle', { number: rental.rentalNumber }) : t('form.createTitle')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {body}
    </Drawer>
  );
}
