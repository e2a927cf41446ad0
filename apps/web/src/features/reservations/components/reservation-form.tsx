import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  NumberInput,
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
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  reservationCreateSchema,
  reservationQuoteRequestSchema,
  reservationUpdateSchema,
  type ReservationView,
} from '@motorpool/domain/schemas/reservation';
import { vehicleCategories } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../shared/forms/schema-errors.ts';
import { formErrorHandling } from '../../../shared/forms/server-errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useAvailability, useQuote } from '../../../api/reservations/booking-options.ts';
import {
  useCreateReservation,
  useUpdateReservation,
} from '../../../api/reservations/save-reservation.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { AddOnFields } from './add-on-fields.tsx';
import { FormErrorSummary, type FormProblem, goToField } from './form-error-summary.tsx';
import { CustomerPicker } from './customer-picker.tsx';
import { QuoteBreakdown } from './quote-breakdown.tsx';
import { vehicleConflict } from './reservation-conflict.ts';
import {
  addOnSelections,
  bookingCurrency,
  changedReservationFields,
  initialReservationValues,
  periodOf,
  reservationFormFields,
  toReservationInput,
  type ReservationFormValues,
} from './reservation-form-values.ts';
import { VehiclePicker, type VehicleChoice } from './vehicle-picker.tsx';

type ReservationFormProps = {
  reservation?: ReservationView;
  timeZone: string;
  currency: string | undefined;
  onDone: (reservation: ReservationView) => void;
  onCancel: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

// Reservation create/edit: the period, branches and category search the free vehicles,
// the API prices the choice live, the domain schema checks the input before it is sent.
export function ReservationForm(props: ReservationFormProps) {
  const { reservation, timeZone, onDone, onCancel } = props;
  const { t } = useTranslation('reservations');
  const { t: tv } = useTranslation('vehicles');
  const { language } = useLanguage();
  const currency = bookingCurrency(reservation?.quote.currency ?? props.currency);
  const branches = useBranchOptions();
  const createReservation = useCreateReservation();
  const updateReservation = useUpdateReservation();
  const [conflict, setConflict] = useState<{ number: string | null } | null>(null);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [vehicleSearch, setVehicleSearch] = useState('');
  const schema = reservation ? reservationUpdateSchema : reservationCreateSchema;
  const input = (values: ReservationFormValues) =>
    toReservationInput(values, timeZone, currency, reservation !== undefined);

  const form = useForm<ReservationFormValues>({
    mode: 'controlled',
    initialValues: initialReservationValues(reservation, timeZone),
    validate: (values) => schemaErrors(schema, input(values), language),
  });
  const { showServerErrors } = formErrorHandling(form, reservationFormFields);
  // Every problem in the summary, the first field in error brought into view.
  const showProblems = (found: FormProblem[]) => {
    setProblems(found);
    const first = reservationFormFields.find((field) => found.some((p) => p.field === field));
    if (first) goToField(first);
  };
  const values = form.getValues();

  // The availability search: the whole period, the pickup branch and the category.
  const period = periodOf(values, timeZone);
  const periodReady =
    period.pickupDate !== undefined &&
    period.returnDate !== undefined &&
    period.returnDate > period.pickupDate;
  const [debouncedSearch] = useDebouncedValue(vehicleSearch, 300);
  const availability = useAvailability(
    periodReady
      ? {
          pickupDate: period.pickupDate!,
          returnDate: period.returnDate!,
          branchId: values.pickupBranchId || undefined,
          category: values.category || undefined,
          search: debouncedSearch || undefined,
        }
      : null,
  );
  const current = reservation?.vehicle;
  const choices = useMemo<VehicleChoice[]>(() => {
    const free: VehicleChoice[] = availability.data?.data ?? [];
    if (!current || free.some((choice) => choice.vehicle.id === current.id)) return free;
    return [{ vehicle: current }, ...free];
  }, [availability.data, current]);

  // A vehicle no longer free for the new period (or outside the branch or category) is let go.
  const freshAvailability = availability.isSuccess && !availability.isFetching;
  const chosen = values.vehicleId;
  const { setFieldValue } = form;
  useEffect(() => {
    if (!freshAvailability || chosen === '' || debouncedSearch !== '') return;
    if (!choices.some((choice) => choice.vehicle.id === chosen)) setFieldValue('vehicleId', '');
  }, [freshAvailability, choices, chosen, debouncedSearch, setFieldValue]);

  // The live quote: what the API would charge for the choice as it stands (debounced as text,
  // so that typing settles before a request).
  const typed = input(values);
  const quoteRequest =
    chosen && periodReady
      ? reservationQuoteRequestSchema.safeParse({
          vehicleId: chosen,
          pickupDate: period.pickupDate,
          returnDate: period.returnDate,
          addOns: addOnSelections(values.addOns),
          discount: typed.discount,
          additionalFees: typed.additionalFees,
        })
      : null;
  const [quoteKey] = useDebouncedValue(
    quoteRequest?.success ? JSON.stringify(quoteRequest.data) : '',
    300,
  );
  const debouncedQuote = useMemo(
    () => (quoteKey ? reservationQuoteRequestSchema.parse(JSON.parse(quoteKey)) : null),
    [quoteKey],
  );
  const quote = useQuote(debouncedQuote);

  const handleSubmit = form.onSubmit(
    async (submitted) => {
      setConflict(null);
      setProblems([]);
      try {
        let saved: ReservationView;
        if (reservation) {
          const parsed = reservationUpdateSchema.safeParse(input(submitted));
          if (!parsed.success) return;
          const body = changedReservationFields(parsed.data, reservation);
          saved =
            Object.keys(body).length > 0
              ? await updateReservation.mutateAsync({ id: reservation.id, body })
              : reservation;
        } else {
          const parsed = reservationCreateSchema.safeParse(input(submitted));
          if (!parsed.success) return;
          saved = await createReservation.mutateAsync(parsed.data);
        }
        const key = reservation ? 'updated' : 'created';
        notifySuccess(
          t(`toasts.${key}.title`),
          t(`toasts.${key}.message`, { number: saved.reservationNumber }),
        );
        onDone(saved);
      } catch (error) {
        const taken = vehicleConflict(error);
        if (taken) {
          setConflict(taken);
          void availability.refetch();
          return;
        }
        const outcome = showServerErrors(error);
        if (isApiError(error) && outcome !== 'notOnFields') {
          showProblems(
            error.details.map((detail) => ({
              field: detail.path.replace(/^body\./, ''),
              message: detail.message,
            })),
          );
        }
        if (outcome === 'onFields') return;
        const key = reservation ? 'updateFailed' : 'createFailed';
        notifyFailure(t(`toasts.${key}.title`), t(`toasts.${key}.message`), error);
      }
    },
    (errors: FormErrors) =>
      showProblems(
        reservationFormFields.flatMap((field) =>
          errors[field] ? [{ field, message: String(errors[field]) }] : [],
        ),
      ),
  );

  const branchData = (branches.data ?? []).map((branch) => ({
    value: branch.id,
    label: branch.name,
  }));
  if (reservation) {
    for (const branch of [reservation.pickupBranch, reservation.returnBranch]) {
      if (!branchData.some((option) => option.value === branch.id))
        branchData.push({ value: branch.id, label: branch.name });
    }
  }
  const pickupBranch = form.getInputProps('pickupBranchId');

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary problems={problems} />
        <Section title={t('form.sections.booking')}>
          <CustomerPicker
            value={values.customerId}
            onChange={(id) => form.setFieldValue('customerId', id)}
            initial={
              reservation
                ? { id: reservation.customer.id, name: reservation.customer.name }
                : undefined
            }
            error={form.errors.customerId as string | undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="datetime-local"
              label={t('fields.pickupDate')}
              description={t('form.timeZone', { zone: timeZone })}
              withAsterisk
              {...form.getInputProps('pickupDate')}
            />
            <TextInput
              type="datetime-local"
              label={t('fields.returnDate')}
              withAsterisk
              {...form.getInputProps('returnDate')}
            />
            <Select
              label={t('fields.pickupBranch')}
              withAsterisk
              searchable
              data={branchData}
              {...pickupBranch}
              onChange={(id) => {
                pickupBranch.onChange(id ?? '');
                if (!form.getValues().returnBranchId)
                  form.setFieldValue('returnBranchId', id ?? '');
              }}
            />
            <Select
              label={t('fields.returnBranch')}
              withAsterisk
              searchable
              data={branchData}
              {...form.getInputProps('returnBranchId')}
            />
            <Select
              label={t('fields.category')}
              placeholder={t('form.anyCategory')}
              clearable
              data={vehicleCategories.map((value) => ({
                value,
                label: tv(`category.${value}`),
              }))}
              {...form.getInputProps('category')}
            />
          </SimpleGrid>
        </Section>

        <VehiclePicker
          ready={periodReady}
          choices={choices}
          loading={availability.isFetching}
          failed={availability.isError}
          value={values.vehicleId}
          onChange={(id) => {
            setConflict(null);
            form.setFieldValue('vehicleId', id);
          }}
          search={vehicleSearch}
          onSearch={setVehicleSearch}
          error={form.errors.vehicleId as string | undefined}
        />

        <Section title={t('form.sections.addOns')}>
          <AddOnFields
            value={values.addOns}
            onChange={(addOns) => form.setFieldValue('addOns', addOns)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t('fields.discount', { currency })}
              decimalScale={3}
              {...form.getInputProps('discount')}
            />
            <NumberInput
              label={t('fields.additionalFees', { currency })}
              decimalScale={3}
              {...form.getInputProps('additionalFees')}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('form.sections.notes')}>
          <Textarea
            label={t('fields.specialRequests')}
            autosize
            minRows={2}
            {...form.getInputProps('specialRequests')}
          />
          <Textarea
            label={t('fields.notes')}
            autosize
            minRows={2}
            {...form.getInputProps('notes')}
          />
          <Textarea
            label={t('fields.internalNotes')}
            description={t('form.internalHint')}
            autosize
            minRows={2}
            {...form.getInputProps('internalNotes')}
          />
        </Section>

        <Paper withBorder radius="md" p="md" aria-live="polite">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} fz="md">
                {t('form.sections.price')}
              </Title>
              {quote.isFetching && (
                <Loader size="xs" role="status" aria-label={t('form.pricing')} />
              )}
            </Group>
            {quote.data && debouncedQuote ? (
              <QuoteBreakdown quote={quote.data} />
            ) : (
              <Text fz="sm" c={quote.isError ? 'red' : 'dimmed'}>
                {quote.isError ? t('form.quoteError') : t('form.quoteHint')}
              </Text>
            )}
          </Stack>
        </Paper>

        {conflict && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('form.conflict.title')}
          >
            {conflict.number
              ? t('form.conflict.message', { number: conflict.number })
              : t('form.conflict.messageUnknown')}
          </Alert>
        )}
        <Divider />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {reservation ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
