import { useMemo, useState } from 'react';
import {
  Loader,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { rentalCreateSchema, type RentalView } from '@motorpool/domain/schemas/rental';
import { reservationQuoteRequestSchema } from '@motorpool/domain/schemas/reservation';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { fromZonedInput } from '../../../shared/i18n/zoned-time.ts';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import { useCustomerChoices } from '../../../api/customers/customer-choices.ts';
import { useAddOnLookups } from '../../../api/lookups/add-ons.ts';
import { useFreeVehicles } from '../../../api/rentals/booking-choices.ts';
import { useQuote } from '../../../api/reservations/booking-options.ts';
import { useRentalFormat } from '../lib/use-rental-format.ts';
import { AmountLines, useQuoteLines } from './amount-lines.tsx';
import { ConflictAlert } from './conflict-alert.tsx';
import { FormButtons } from './form-buttons.tsx';
import { useCreateRentalSubmit } from './use-create-rental.ts';

type WalkInValues = {
  customerId: string;
  pickupDate: string;
  returnDate: string;
  pickupBranchId: string;
  returnBranchId: string;
  vehicleId: string;
  addOns: string[];
  notes: string;
};

const walkInFields = [
  'customerId',
  'pickupDate',
  'returnDate',
  'pickupBranchId',
  'returnBranchId',
  'vehicleId',
  'addOns',
  'notes',
];

const periodFields = ['pickupDate', 'returnDate'] as const;
const branchFields = ['pickupBranchId', 'returnBranchId'] as const;

function toInput(values: WalkInValues, timeZone: string) {
  const notes = values.notes.trim();
  return {
    customerId: values.customerId || undefined,
    vehicleId: values.vehicleId || undefined,
    pickupDate: fromZonedInput(values.pickupDate, timeZone) ?? (values.pickupDate || undefined),
    returnDate: fromZonedInput(values.returnDate, timeZone) ?? (values.returnDate || undefined),
    pickupBranchId: values.pickupBranchId || undefined,
    returnBranchId: values.returnBranchId || undefined,
    addOns: values.addOns.map((code) => ({ code, quantity: 1 })),
    ...(notes ? { notes } : {}),
  };
}

// A walk-in: the customer, the period typed in the company's zone, the branches, a car free
// for the whole period and the add-ons, priced live by the API exactly like a reservation.
export function RentalWalkInForm({
  timeZone,
  onDone,
  onCancel,
}: {
  timeZone: string;
  onDone: (rental: RentalView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('rentals');
  const { language } = useLanguage();
  const { amount } = useRentalFormat();
  const quoteLines = useQuoteLines();
  const form = useForm<WalkInValues>({
    mode: 'controlled',
    initialValues: {
      customerId: '',
      pickupDate: '',
      returnDate: '',
      pickupBranchId: '',
      returnBranchId: '',
      vehicleId: '',
      addOns: [],
      notes: '',
    },
    validate: (values) => schemaErrors(rentalCreateSchema, toInput(values, timeZone), language),
  });
  const { focusFirstError, showServerErrors } = formErrorHandling(form, walkInFields);
  const { submit, conflict, pending } = useCreateRentalSubmit(
    onDone,
    (error) => showServerErrors(error) === 'onFields',
  );
  const values = form.getValues();
  const input = toInput(values, timeZone);

  const [customerSearch, setCustomerSearch] = useState('');
  const [debouncedCustomer] = useDebouncedValue(customerSearch, 250);
  const customers = useCustomerChoices(debouncedCustomer);
  const branches = useBranchOptions();
  const addOns = useAddOnLookups();
  const periodReady =
    !!input.pickupDate && !!input.returnDate && input.returnDate > input.pickupDate;
  const free = useFreeVehicles(
    periodReady
      ? {
          pickupDate: input.pickupDate!,
          returnDate: input.returnDate!,
          branchId: values.pickupBranchId,
        }
      : null,
  );

  const request = reservationQuoteRequestSchema.safeParse({
    vehicleId: input.vehicleId,
    pickupDate: input.pickupDate,
    returnDate: input.returnDate,
    addOns: input.addOns,
  });
  const [quoteText] = useDebouncedValue(request.success ? JSON.stringify(request.data) : '', 300);
  const quoteBody = useMemo(
    () => (quoteText ? reservationQuoteRequestSchema.parse(JSON.parse(quoteText)) : null),
    [quoteText],
  );
  const quote = useQuote(quoteBody);

  const branchData = (branches.data ?? []).map((branch) => ({
    value: branch.id,
    label: branch.name,
  }));
  // The return branch follows the pickup branch until it is chosen on its own.
  const chooseBranch = (field: (typeof branchFields)[number], id: string) => {
    if (field === 'pickupBranchId' && !form.getValues().returnBranchId)
      form.setFieldValue('returnBranchId', id);
    form.setFieldValue(field, id);
  };
  const vehicleData = (free.data?.data ?? []).map(({ vehicle, quote: price }) => ({
    value: vehicle.id,
    label: t('form.vehicleChoice', {
      name: `${vehicle.make} ${vehicle.model} ${vehicle.year}`,
      plate: vehicle.licensePlate,
      rate: amount(price.dailyRate, price.currency),
    }),
  }));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (submitted) => {
          const parsed = rentalCreateSchema.safeParse(toInput(submitted, timeZone));
          if (parsed.success) void submit(parsed.data);
        },
        (errors: FormErrors) => focusFirstError(errors),
      )}
    >
      <Stack gap="md">
        <Select
          label={t('fields.customer')}
          placeholder={t('form.customerSearch')}
          withAsterisk
          searchable
          filter={({ options }) => options}
          onSearchChange={setCustomerSearch}
          data={(customers.data ?? []).map((customer) => ({
            value: customer.id,
            label: `${customer.firstName} ${customer.lastName}`,
          }))}
          nothingFoundMessage={customers.isFetching ? t('form.searching') : t('form.noCustomers')}
          {...form.getInputProps('customerId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {periodFields.map((field) => (
            <TextInput
              key={field}
              type="datetime-local"
              withAsterisk
              label={t(`fields.${field}`)}
              description={
                field === 'pickupDate' ? t('form.timeZone', { zone: timeZone }) : undefined
              }
              {...form.getInputProps(field)}
            />
          ))}
          {branchFields.map((field) => (
            <Select
              key={field}
              withAsterisk
              label={t(field === 'pickupBranchId' ? 'fields.pickupBranch' : 'fields.returnBranch')}
              data={branchData}
              {...form.getInputProps(field)}
              onChange={(id) => chooseBranch(field, id ?? '')}
            />
          ))}
        </SimpleGrid>
        <Select
          label={t('fields.vehicle')}
          description={periodReady ? t('form.freeOnly') : t('form.pickPeriod')}
          withAsterisk
          searchable
          disabled={!periodReady}
          data={vehicleData}
          nothingFoundMessage={free.isFetching ? t('form.searching') : t('form.noFreeVehicles')}
          {...form.getInputProps('vehicleId')}
        />
        <MultiSelect
          label={t('fields.addOns')}
          data={(addOns.data ?? []).map((lookup) => ({
            value: lookup.code,
            label: language === 'ar' && lookup.nameAr ? lookup.nameAr : lookup.name,
          }))}
          {...form.getInputProps('addOns')}
        />
        <Textarea label={t('fields.notes')} autosize minRows={2} {...form.getInputProps('notes')} />
        <Paper withBorder radius="md" p="md" aria-live="polite">
          <Stack gap="sm">
            <Title order={3} fz="md">
              {t('form.price')}
            </Title>
            {quote.isFetching && !quote.data && (
              <Loader size="xs" role="status" aria-label={t('form.pricing')} />
            )}
            {quote.data && quoteBody ? (
              <AmountLines
                lines={quoteLines(quote.data)}
                currency={quote.data.currency}
                label={t('pricing.label')}
              />
            ) : (
              <Text fz="sm" c={quote.isError ? 'red' : 'dimmed'}>
                {quote.isError ? t('form.quoteError') : t('form.quoteHint')}
              </Text>
            )}
          </Stack>
        </Paper>
        <ConflictAlert booking={conflict} />
        <FormButtons submitLabel={t('form.create')} onCancel={onCancel} loading={pending} />
      </Stack>
    </form>
  );
}
