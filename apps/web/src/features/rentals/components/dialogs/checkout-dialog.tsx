import { useEffect, useState } from 'react';
import { Alert, Checkbox, NumberInput, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { earlyCheckoutHours } from '@motorpool/domain/schemas/checkout-readiness';
import type { InspectionMarkInput } from '@motorpool/domain/schemas/rental-inspection';
import { isCardMethod } from '@motorpool/domain/schemas/payment';
import { rentalCheckoutSchema, type RentalView } from '@motorpool/domain/schemas/rental';
import { formatMessage } from '@motorpool/domain/validation-messages';
import type { VehicleCondition } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { schemaErrors, type FieldErrors } from '../../../../shared/forms/schema-errors.ts';
import { useFormat } from '../../../../shared/i18n/use-format.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import {
  useInspectionPhotoUpload,
  useVehicleOdometer,
} from '../../../../api/rentals/rental-desk.ts';
import { minorAsInput, typedMinor } from '../../lib/money-input.ts';
import { DialogForm } from './dialog-form.tsx';
import { FormButtons } from '../form-buttons.tsx';
import { InspectionDiagram } from '../inspection/inspection-diagram.tsx';
import { SignaturePad } from '../inspection/signature-pad.tsx';
import { CarStateFields, DepositFields, type DepositTaking } from './desk-fields.tsx';
import { flatErrors } from './error-paths.ts';
import { useRunRentalAction } from './use-run-rental-action.ts';

const serverFields = [
  'startMileage',
  'fuelLevel',
  'vehicleCondition',
  'securityDeposit',
  'deposit.method',
  'deposit.transactionId',
  'notes',
  'inspection.signature',
  'inspection.signedBy',
  'inspection.marks',
];

// POST /rentals/{id}/checkout: the car leaves. The start mileage starts at the car's odometer,
// the deposit at the rental's; a deposit says how it is taken (it becomes a payment of the
// rental). The customer signs on screen before the submit is offered.
export function CheckoutDialog({ rental, onClose }: { rental: RentalView; onClose: () => void }) {
  const { t } = useTranslation('rentals');
  const { language } = useLanguage();
  const format = useFormat();
  const currency = rental.quote.currency;
  const odometer = useVehicleOdometer(rental.vehicle.id);
  const uploadPhoto = useInspectionPhotoUpload(rental.id);
  const { run, pending } = useRunRentalAction(rental, serverFields);
  const [startMileage, setStartMileage] = useState<number | string>('');
  const [fuelLevel, setFuelLevel] = useState(100);
  const [condition, setCondition] = useState<VehicleCondition | ''>('good');
  const [deposit, setDeposit] = useState(
    rental.securityDeposit > 0 ? minorAsInput(rental.securityDeposit, currency) : '',
  );
  const [taking, setTaking] = useState<DepositTaking>({ method: '', reference: '' });
  const [notes, setNotes] = useState('');
  const [marks, setMarks] = useState<InspectionMarkInput[]>([]);
  const [signature, setSignature] = useState<string | undefined>();
  const [signedBy, setSignedBy] = useState(rental.customer.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A car leaving long before its booked pickup is confirmed on purpose (the API asks it too).
  const [early] = useState(
    () => Date.parse(rental.pickupDate) - Date.now() > earlyCheckoutHours * 3_600_000,
  );
  const [confirmEarly, setConfirmEarly] = useState(false);

  const mileage = odometer.data;
  useEffect(() => {
    if (mileage !== undefined) setStartMileage((typed) => (typed === '' ? mileage : typed));
  }, [mileage]);

  const depositMinor = typedMinor(deposit, currency);
  // Left empty, the company's deposit applies: how it is taken may still be said.
  const takesDeposit = depositMinor !== 0;
  const methodRequired = depositMinor !== undefined && depositMinor > 0;

  const depositBody = () => {
    if (!takesDeposit || taking.method === '') return {};
    const reference = taking.reference.trim();
    const byStaff = !isCardMethod(taking.method) && reference;
    return {
      deposit: { method: taking.method, ...(byStaff ? { transactionId: reference } : {}) },
    };
  };

  const body = () => {
    const text = notes.trim();
    return {
      startMileage: startMileage === '' ? undefined : Number(startMileage),
      fuelLevel,
      vehicleCondition: condition || undefined,
      ...(depositMinor !== undefined ? { securityDeposit: depositMinor } : {}),
      ...depositBody(),
      ...(text ? { notes: text } : {}),
      ...(early && confirmEarly ? { confirmEarly: true } : {}),
      inspection: {
        marks,
        ...(signature ? { signature } : {}),
        ...(signedBy.trim() ? { signedBy: signedBy.trim() } : {}),
      },
    };
  };

  const submit = async () => {
    const input = body();
    const found = flatErrors(schemaErrors(rentalCheckoutSchema, input, language));
    const start = input.startMileage;
    if (mileage !== undefined && start !== undefined && start < mileage && !found.startMileage) {
      found.startMileage = formatMessage('rental.startMileageBelowOdometer', language, {
        mileage: format.number(mileage),
      });
    }
    if (methodRequired && taking.method === '') {
      found['deposit.method'] = t('dialogs.checkout.depositMethodRequired');
    }
    if (early && !confirmEarly) found.confirmEarly = t('dialogs.checkout.earlyRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await run({ action: 'checkout', body: rentalCheckoutSchema.parse(input) });
    if ('saved' in outcome) onClose();
    else setErrors(flatErrors(outcome.fieldErrors));
  };

  return (
    <DialogForm
      message={t('dialogs.checkout.message', {
        number: rental.rentalNumber,
        vehicle: rental.vehicle.name,
      })}
      onSubmit={submit}
    >
      {early && (
        <Checkbox
          label={t('dialogs.checkout.earlyConfirm', { date: format.dateTime(rental.pickupDate) })}
          checked={confirmEarly}
          onChange={(event) => setConfirmEarly(event.currentTarget.checked)}
          error={errors.confirmEarly}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label={t('fields.startMileage')}
          description={
            mileage !== undefined ? t('dialogs.checkout.odometer', { km: mileage }) : undefined
          }
          withAsterisk
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator
          value={startMileage}
          onChange={setStartMileage}
          error={errors.startMileage}
        />
        <TextInput
          label={t('fields.securityDeposit', { currency })}
          description={t('dialogs.checkout.depositHint')}
          inputMode="decimal"
          value={deposit}
          onChange={(event) => setDeposit(event.currentTarget.value)}
          error={errors.securityDeposit}
        />
      </SimpleGrid>
      {takesDeposit && (
        <DepositFields
          value={taking}
          onChange={setTaking}
          required={methodRequired}
          errors={{
            method: errors['deposit.method'],
            reference: errors['deposit.transactionId'],
          }}
        />
      )}
      <CarStateFields
        stage="checkout"
        fuel={fuelLevel}
        onFuel={setFuelLevel}
        condition={condition}
        onCondition={setCondition}
        notes={notes}
        onNotes={setNotes}
        errors={errors}
      />
      <Title order={3} fz="md">
        {t('dialogs.inspection')}
      </Title>
      <InspectionDiagram
        stage="checkout"
        value={marks}
        onChange={setMarks}
        uploadPhoto={uploadPhoto}
      />
      {errors.marks && (
        <Text fz="sm" c="red" role="alert">
          {errors.marks}
        </Text>
      )}
      <Title order={3} fz="md">
        {t('dialogs.checkout.signature')}
      </Title>
      <TextInput
        label={t('fields.signedBy')}
        maxLength={120}
        value={signedBy}
        onChange={(event) => setSignedBy(event.currentTarget.value)}
        error={errors.signedBy}
      />
      <SignaturePad
        label={t('fields.signature')}
        required
        onChange={setSignature}
        error={errors.signature}
      />
      {!signature && (
        <Alert variant="light" color="blue">
          {t('dialogs.checkout.signFirst')}
        </Alert>
      )}
      <FormButtons
        submitLabel={t('dialogs.checkout.submit')}
        onCancel={onClose}
        loading={pending}
        disabled={!signature}
      />
    </DialogForm>
  );
}
