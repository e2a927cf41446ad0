import { useState } from 'react';
import { DataList, Paper, Select, Stack, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../shared/ui/section-card.tsx';
import { useConfirmedReservations } from '../../../api/rentals/booking-choices.ts';
import { useRentalFormat } from '../lib/use-rental-format.ts';
import { ConflictAlert } from './conflict-alert.tsx';
import { FormButtons } from './form-buttons.tsx';
import { useCreateRentalSubmit } from './use-create-rental.ts';

// The usual way: a confirmed reservation is taken over with its car, dates and price.
export function RentalFromReservationForm({
  onDone,
  onCancel,
}: {
  onDone: (rental: RentalView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('rentals');
  const { when, amount } = useRentalFormat();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useConfirmedReservations(debounced);
  const [reservationId, setReservationId] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { submit, conflict, pending } = useCreateRentalSubmit(onDone);
  const reservations = found.data ?? [];
  const chosen = reservations.find((reservation) => reservation.id === reservationId);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reservationId) return setError(t('form.pickReservation'));
        const text = notes.trim();
        void submit({ reservationId, ...(text ? { notes: text } : {}) });
      }}
    >
      <Stack gap="md">
        <Select
          label={t('fields.reservation')}
          placeholder={t('form.reservationSearch')}
          withAsterisk
          searchable
          filter={({ options }) => options}
          onSearchChange={setSearch}
          data={reservations.map((reservation) => ({
            value: reservation.id,
            label: `${reservation.reservationNumber} · ${reservation.customer.name} · ${reservation.vehicle.name}`,
          }))}
          value={reservationId}
          onChange={(id) => {
            setReservationId(id);
            setError(undefined);
          }}
          nothingFoundMessage={found.isFetching ? t('form.searching') : t('form.noReservations')}
          error={error}
          data-autofocus
        />
        {chosen && (
          <Paper withBorder radius="md" p="sm">
            <DataList>
              <Field label={t('fields.customer')}>
                <bdi>{chosen.customer.name}</bdi>
              </Field>
              <Field label={t('fields.vehicle')}>
                <bdi>{chosen.vehicle.name}</bdi>
              </Field>
              <Field label={t('fields.pickupDate')}>{when(chosen.pickupDate)}</Field>
              <Field label={t('fields.returnDate')}>{when(chosen.returnDate)}</Field>
              <Field label={t('pricing.total')}>
                {amount(chosen.totalAmount, chosen.quote.currency)}
              </Field>
            </DataList>
          </Paper>
        )}
        <Textarea
          label={t('fields.notes')}
          autosize
          minRows={2}
          maxLength={2000}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <ConflictAlert booking={conflict} />
        <FormButtons submitLabel={t('form.create')} onCancel={onCancel} loading={pending} />
      </Stack>
    </form>
  );
}
