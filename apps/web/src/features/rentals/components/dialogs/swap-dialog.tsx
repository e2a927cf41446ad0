import { useMemo, useState } from 'react';
import { NumberInput, Select, SimpleGrid, Textarea, Title } from '@mantine/core';
import {
  rentalSwapSchema,
  swapReasons,
  type RentalView,
  type SwapReason,
} from '@motorpool/domain/schemas/rental';
import { useTranslation } from 'react-i18next';
import { schemaErrors, type FieldErrors } from '../../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { useFreeVehicles } from '../../../../api/rentals/booking-choices.ts';
import { useRentalFormat } from '../../lib/use-rental-format.ts';
import { conflictingBooking } from '../../lib/vehicle-conflict.ts';
import { ConflictAlert } from '../conflict-alert.tsx';
import { DialogForm } from './dialog-form.tsx';
import { FormButtons } from '../form-buttons.tsx';
import { FuelField } from './desk-fields.tsx';
import { useRunRentalAction } from './use-run-rental-action.ts';

const fields = [
  'vehicleId',
  'reason',
  'notes',
  'returnedMileage',
  'returnedFuelLevel',
  'startMileage',
  'fuelLevel',
];
const asNumber = (value: number | string) => (value === '' ? undefined : Number(value));

// POST /rentals/{id}/swap: another car from now to the return date (breakdown or upgrade). The
// current car's leg ends at its mileage and fuel, the new one's starts at its own.
export function SwapDialog({ rental, onClose }: { rental: RentalView; onClose: () => void }) {
  const { t } = useTranslation('rentals');
  const { language } = useLanguage();
  const { amount } = useRentalFormat();
  const { run, pending } = useRunRentalAction(rental, fields);
  const leg = rental.legs.at(-1);
  const [from] = useState(() => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString());
  const free = useFreeVehicles({ pickupDate: from, returnDate: rental.returnDate });
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [reason, setReason] = useState<SwapReason | null>(null);
  const [notes, setNotes] = useState('');
  const [returnedMileage, setReturnedMileage] = useState<number | string>('');
  const [returnedFuelLevel, setReturnedFuelLevel] = useState(leg?.fuelLevelStart ?? 100);
  const [startMileage, setStartMileage] = useState<number | string>('');
  const [fuelLevel, setFuelLevel] = useState(100);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);

  const choices = useMemo(
    () =>
      (free.data?.data ?? [])
        .filter(({ vehicle }) => vehicle.id !== rental.vehicle.id)
        .map(({ vehicle, quote }) => ({
          value: vehicle.id,
          label: t('form.vehicleChoice', {
            name: `${vehicle.make} ${vehicle.model} ${vehicle.year}`,
            plate: vehicle.licensePlate,
            rate: amount(quote.dailyRate, quote.currency),
          }),
        })),
    [free.data, rental.vehicle.id, t, amount],
  );

  const submit = async () => {
    setConflict(null);
    const text = notes.trim();
    const input = {
      vehicleId: vehicleId ?? undefined,
      reason: reason ?? undefined,
      returnedMileage: asNumber(returnedMileage),
      returnedFuelLevel,
      startMileage: asNumber(startMileage),
      fuelLevel,
      ...(text ? { notes: text } : {}),
    };
    const found = schemaErrors(rentalSwapSchema, input, language);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await run({ action: 'swap', body: rentalSwapSchema.parse(input) }, (error) => {
      const booking = conflictingBooking(error);
      if (booking !== null) setConflict(booking);
      return booking !== null;
    });
    if ('saved' in outcome) onClose();
    else setErrors(outcome.fieldErrors);
  };

  return (
    <DialogForm
      message={t('dialogs.swap.message', {
        number: rental.rentalNumber,
        vehicle: rental.vehicle.name,
      })}
      onSubmit={submit}
    >
      <Select
        label={t('fields.newVehicle')}
        description={t('dialogs.swap.freeOnly')}
        withAsterisk
        searchable
        data={choices}
        value={vehicleId}
        onChange={setVehicleId}
        nothingFoundMessage={free.isFetching ? t('form.searching') : t('form.noFreeVehicles')}
        error={errors.vehicleId}
      />
      <Select
        label={t('fields.swapReason')}
        withAsterisk
        data={swapReasons.map((value) => ({ value, label: t(`swapReason.${value}`) }))}
        value={reason}
        onChange={(value) => setReason(value as SwapReason | null)}
        error={errors.reason}
      />
      <Title order={3} fz="md">
        {t('dialogs.swap.returnedCar')}
      </Title>
      <NumberInput
        label={t('fields.returnedMileage')}
        description={t('dialogs.checkin.startWas', { km: leg?.startMileage ?? 0 })}
        withAsterisk
        min={0}
        allowDecimal={false}
        allowNegative={false}
        value={returnedMileage}
        onChange={setReturnedMileage}
        error={errors.returnedMileage}
      />
      <FuelField
        label={t('fields.returnedFuelLevel')}
        value={returnedFuelLevel}
        onChange={setReturnedFuelLevel}
        error={errors.returnedFuelLevel}
      />
      <Title order={3} fz="md">
        {t('dialogs.swap.newCar')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('fields.startMileage')}
          withAsterisk
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={startMileage}
          onChange={setStartMileage}
          error={errors.startMileage}
        />
      </SimpleGrid>
      <FuelField
        label={t('fields.fuelLevel')}
        value={fuelLevel}
        onChange={setFuelLevel}
        error={errors.fuelLevel}
      />
      <Textarea
        label={t('fields.notes')}
        autosize
        minRows={2}
        maxLength={500}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        error={errors.notes}
      />
      <ConflictAlert booking={conflict} />
      <FormButtons submitLabel={t('dialogs.swap.submit')} onCancel={onClose} loading={pending} />
    </DialogForm>
  );
}
