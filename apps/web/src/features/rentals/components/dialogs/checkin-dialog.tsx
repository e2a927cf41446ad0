import { useMemo, useState } from 'react';
import { Checkbox, Input, NumberInput, Paper, Rating, Text, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InspectionMarkInput } from '@motorpool/domain/schemas/rental-inspection';
import {
  rentalCheckinQuoteSchema,
  rentalCheckinSchema,
  type RentalView,
} from '@motorpool/domain/schemas/rental';
import type { VehicleCondition } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { schemaErrors, type FieldErrors } from '../../../../shared/forms/schema-errors.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { useCheckinQuote, useInspectionPhotoUpload } from '../../../../api/rentals/rental-desk.ts';
import { typedMinor } from '../../lib/money-input.ts';
import { DialogForm } from './dialog-form.tsx';
import { FormButtons } from '../form-buttons.tsx';
import { InspectionDiagram } from '../inspection/inspection-diagram.tsx';
import { ChargesPreview } from './charges-preview.tsx';
import { CarStateFields } from './desk-fields.tsx';
import { ManualCharges, type ManualChargeRow } from './manual-charges.tsx';
import { useRunRentalAction } from './use-run-rental-action.ts';

const serverFields = [
  'endMileage',
  'fuelLevelEnd',
  'vehicleConditionEnd',
  'notes',
  'inspection',
  'rating',
  'ratingComment',
];

// POST /rentals/{id}/checkin: the car is back. The checkout's marks show on the diagram, marks
// placed now are new damage; the charges are previewed live by the API (checkin-quote).
export function CheckinDialog({ rental, onClose }: { rental: RentalView; onClose: () => void }) {
  const { t } = useTranslation('rentals');
  const { language } = useLanguage();
  const currency = rental.quote.currency;
  const uploadPhoto = useInspectionPhotoUpload(rental.id);
  const { run, pending } = useRunRentalAction(rental, serverFields);
  const leg = rental.legs.at(-1);
  const legStart = leg?.startMileage ?? rental.startMileage ?? 0;
  const [endMileage, setEndMileage] = useState<number | string>('');
  const [fuelLevelEnd, setFuelLevelEnd] = useState(leg?.fuelLevelStart ?? rental.fuelLevel ?? 100);
  const [condition, setCondition] = useState<VehicleCondition | ''>(
    rental.vehicleCondition ?? 'good',
  );
  const [notes, setNotes] = useState('');
  const [marks, setMarks] = useState<InspectionMarkInput[]>([]);
  const [inspected, setInspected] = useState(false);
  const [charges, setCharges] = useState<ManualChargeRow[]>([]);
  const [rating, setRating] = useState(0);
  const [ratingComment, setRatingComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const common = () => {
    const text = notes.trim();
    return {
      endMileage: endMileage === '' ? undefined : Number(endMileage),
      fuelLevelEnd,
      vehicleConditionEnd: condition || undefined,
      manualCharges: charges.map((row) => ({
        description: row.description.trim(),
        amount: typedMinor(row.amount, currency) ?? 0,
      })),
      ...(text ? { notes: text } : {}),
    };
  };
  const body = () => ({
    ...common(),
    ...(inspected ? { inspection: { marks } } : {}),
    ...(rating > 0 ? { rating } : {}),
    ...(ratingComment.trim() ? { ratingComment: ratingComment.trim() } : {}),
  });

  const preview = rentalCheckinQuoteSchema.safeParse({ ...common(), inspection: { marks } });
  const [previewText] = useDebouncedValue(preview.success ? JSON.stringify(preview.data) : '', 400);
  const previewBody = useMemo(() => (previewText ? JSON.parse(previewText) : null), [previewText]);
  const quote = useCheckinQuote(rental.id, previewBody);

  const submit = async () => {
    const input = body();
    const found = schemaErrors(rentalCheckinSchema, input, language);
    const mileage = input.endMileage;
    if (mileage !== undefined && mileage < legStart && !found.endMileage)
      found.endMileage = t('dialogs.checkin.belowStart', { km: legStart });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await run({ action: 'checkin', body: rentalCheckinSchema.parse(input) });
    if ('saved' in outcome) onClose();
    else setErrors(outcome.fieldErrors);
  };

  return (
    <DialogForm
      message={t('dialogs.checkin.message', {
        number: rental.rentalNumber,
        vehicle: rental.vehicle.name,
      })}
      onSubmit={submit}
    >
      <NumberInput
        label={t('fields.endMileage')}
        description={t('dialogs.checkin.startWas', { km: legStart })}
        withAsterisk
        min={0}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator
        value={endMileage}
        onChange={(value) => {
          setEndMileage(value);
          setErrors(({ endMileage: _, ...rest }) => rest);
        }}
        error={errors.endMileage}
      />
      <CarStateFields
        stage="checkin"
        fuel={fuelLevelEnd}
        onFuel={setFuelLevelEnd}
        condition={condition}
        onCondition={setCondition}
        notes={notes}
        onNotes={setNotes}
        errors={errors}
      />
      <Title order={3} fz="md">
        {t('dialogs.returnInspection')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('dialogs.checkin.newMarksHint')}
      </Text>
      <InspectionDiagram
        stage="checkin"
        value={marks}
        onChange={setMarks}
        previous={rental.checkoutInspection?.marks ?? []}
        uploadPhoto={uploadPhoto}
      />
      <Checkbox
        label={t('dialogs.checkin.inspected')}
        checked={inspected}
        onChange={(event) => setInspected(event.currentTarget.checked)}
        error={errors.inspection}
      />
      <Title order={3} fz="md">
        {t('dialogs.checkin.charges')}
      </Title>
      <ManualCharges rows={charges} onChange={setCharges} currency={currency} errors={errors} />
      <Paper withBorder radius="md" p="md">
        <ChargesPreview charges={quote.data} loading={quote.isFetching} failed={quote.isError} />
      </Paper>
      <Input.Wrapper
        label={t('fields.rating')}
        description={t('dialogs.checkin.ratingHint')}
        error={errors.rating}
      >
        <Rating value={rating} onChange={setRating} size="lg" mt={4} />
      </Input.Wrapper>
      <Textarea
        label={t('fields.ratingComment')}
        autosize
        minRows={1}
        maxLength={500}
        value={ratingComment}
        onChange={(event) => setRatingComment(event.currentTarget.value)}
        error={errors.ratingComment}
      />
      <FormButtons submitLabel={t('dialogs.checkin.submit')} onCancel={onClose} loading={pending} />
    </DialogForm>
  );
}
