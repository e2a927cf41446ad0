import { Anchor, DataList, Stack, Text, Timeline } from '@mantine/core';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { useRentalFormat } from '../lib/use-rental-format.ts';
import { UserText } from '../../../shared/ui/user-text.tsx';

type CardProps = { rental: RentalView };

// Every label takes the same share of the card, so the values line up even where a long label
// wraps (a phone, Arabic).
const alignedList = {
  itemLabel: { flex: '0 0 var(--data-list-label-width)' },
  itemValue: { minWidth: 0 },
};

// Planned and actual times, branches, and what the car read when it left and came back.
export function RentalInfoCard({ rental }: CardProps) {
  const { t } = useTranslation('rentals');
  const { when, number, kilometres, timeZone } = useRentalFormat();
  const none = t('detail.none');
  const km = (value: number | null) => (value === null ? none : kilometres(value));
  const fuel = (value: number | null) => (value === null ? none : `${number(value)}%`);
  const condition = (value: RentalView['vehicleCondition']) =>
    value ? t(`condition.${value}`) : none;
  // Before the return there is no second reading: the first stands alone, not '→ None'.
  const span = <T,>(from: T | null, to: T | null, show: (value: T | null) => string) =>
    to === null ? show(from) : t('detail.fromTo', { from: show(from), to: show(to) });
  return (
    <SectionCard id="rental-info" title={t('detail.sections.info')}>
      <DataList labelWidth="40%" styles={alignedList}>
        <Field label={t('fields.pickupDate')}>{when(rental.pickupDate)}</Field>
        <Field label={t('fields.actualPickupDate')}>{when(rental.actualPickupDate) || none}</Field>
        <Field label={t('fields.returnDate')}>
          <Text
            fz="sm"
            c={rental.isOverdue ? 'red' : undefined}
            fw={rental.isOverdue ? 700 : undefined}
          >
            {when(rental.returnDate)}
          </Text>
        </Field>
        {rental.originalReturnDate !== rental.returnDate && (
          <Field label={t('fields.originalReturnDate')}>{when(rental.originalReturnDate)}</Field>
        )}
        <Field label={t('fields.actualReturnDate')}>{when(rental.actualReturnDate) || none}</Field>
        <Field label={t('fields.pickupBranch')}>
          <bdi>{rental.pickupBranch.name}</bdi>
        </Field>
        <Field label={t('fields.returnBranch')}>
          <bdi>{rental.returnBranch.name}</bdi>
        </Field>
        <Field label={t('fields.days')}>{number(rental.totalDays)}</Field>
        <Field label={t('fields.mileage')}>
          {span(rental.startMileage, rental.endMileage, km)}
        </Field>
        <Field label={t('fields.fuel')}>{span(rental.fuelLevel, rental.fuelLevelEnd, fuel)}</Field>
        <Field label={t('fields.condition')}>
          {span(rental.vehicleCondition, rental.vehicleConditionEnd, condition)}
        </Field>
      </DataList>
      <Text fz="xs" c="dimmed">
        {t('form.timeZone', { zone: timeZone })}
      </Text>
    </SectionCard>
  );
}

// A linked name with its left-to-right details (e-mail, phone, plate) under it.
function PartyLink({ to, name, lines }: { to: string; name: string; lines: string[] }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={to} fw={600}>
        <bdi>{name}</bdi>
      </Anchor>
      {lines.map((line) => (
        <Text key={line} fz="sm" c="dimmed">
          <Ltr>{line}</Ltr>
        </Text>
      ))}
    </Stack>
  );
}

// Who rents, and which car (every car after swaps, each leg with its mileage).
export function RentalPartiesCard({ rental }: CardProps) {
  const { t } = useTranslation('rentals');
  const { when, kilometres } = useRentalFormat();
  const { customer, vehicle } = rental;
  return (
    <SectionCard id="rental-parties" title={t('detail.sections.parties')}>
      <DataList labelWidth="40%" styles={alignedList}>
        <Field label={t('fields.customer')}>
          <PartyLink
            to={paths.admin.customerDetail.getHref(customer.id)}
            name={customer.name}
            lines={[customer.email, customer.phone]}
          />
        </Field>
        <Field label={t('fields.vehicle')}>
          <PartyLink
            to={paths.admin.vehicleDetail.getHref(vehicle.id)}
            name={vehicle.name}
            lines={[vehicle.licensePlate]}
          />
        </Field>
        <Field label={t('fields.reservation')}>
          <Anchor component={Link} to={paths.admin.reservationDetail.getHref(rental.reservationId)}>
            <Ltr>{rental.reservationNumber}</Ltr>
          </Anchor>
        </Field>
      </DataList>
      {rental.legs.length > 1 && (
        <Timeline bulletSize={20} lineWidth={2} aria-label={t('detail.legs')}>
          {rental.legs.map((leg) => (
            <Timeline.Item
              key={`${leg.vehicle.id}-${leg.startedAt}`}
              title={
                <Anchor
                  component={Link}
                  to={paths.admin.vehicleDetail.getHref(leg.vehicle.id)}
                  fz="sm"
                >
                  <bdi>{leg.vehicle.name}</bdi> (<Ltr>{leg.vehicle.licensePlate}</Ltr>)
                </Anchor>
              }
            >
              <Text fz="xs" c="dimmed">
                {t('detail.leg', {
                  from: when(leg.startedAt),
                  to: leg.endedAt ? when(leg.endedAt) : t('detail.now'),
                  start: kilometres(leg.startMileage),
                  end: leg.endMileage === null ? '…' : kilometres(leg.endMileage),
                })}
              </Text>
              {leg.swapReason && <Text fz="xs">{t(`swapReason.${leg.swapReason}`)}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </SectionCard>
  );
}

export function RentalNotesCard({ rental }: CardProps) {
  const { t } = useTranslation('rentals');
  const notes = [
    ['notes', rental.notes],
    ['checkoutNotes', rental.checkoutNotes],
    ['checkinNotes', rental.checkinNotes],
    ...(rental.cancellationReason
      ? ([['cancellationReason', rental.cancellationReason]] as const)
      : []),
  ] as const;
  return (
    <SectionCard id="rental-notes" title={t('detail.sections.notes')}>
      <DataList labelWidth="40%" styles={alignedList}>
        {notes.map(([field, text]) => (
          <Field key={field} label={t(`fields.${field}`)}>
            {text ? (
              <UserText fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {text}
              </UserText>
            ) : (
              <Text fz="sm" c="dimmed">
                {t('detail.none')}
              </Text>
            )}
          </Field>
        ))}
      </DataList>
    </SectionCard>
  );
}
