import { Badge, DataList, Group } from '@mantine/core';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { useBranchOptions } from '../../../api/branches/branch-options.ts';
import { VehicleStatusBadge } from './vehicle-status-badge.tsx';

// Vehicle details: information, and specifications.
export function VehicleInfoCards({
  vehicle,
  currency,
}: {
  vehicle: VehicleView;
  currency?: string;
}) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const branches = useBranchOptions();
  const branch = branches.data?.find((b) => b.id === vehicle.branchId);
  const notSet = t('notSet');
  const opt = (value: string | number | null, show: (v: never) => string = String) =>
    value === null ? notSet : show(value as never);
  return (
    <>
      <SectionCard id="vehicle-info" title={t('detail.sections.info')}>
        <DataList orientation="horizontal" labelWidth={150}>
          <Field label={t('fields.make')}>{vehicle.make}</Field>
          <Field label={t('fields.model')}>{vehicle.model}</Field>
          <Field label={t('fields.year')}>
            <Ltr>{vehicle.year}</Ltr>
          </Field>
          <Field label={t('fields.color')}>{vehicle.color}</Field>
          <Field label={t('fields.licensePlate')}>
            <Ltr>{vehicle.licensePlate}</Ltr>
          </Field>
          <Field label={t('fields.vin')}>
            <Ltr>{vehicle.vin}</Ltr>
          </Field>
          <Field label={t('fields.status')}>
            <VehicleStatusBadge status={vehicle.status} />
          </Field>
          <Field label={t('fields.category')}>{t(`category.${vehicle.category}`)}</Field>
          <Field label={t('fields.branch')}>{branch ? branch.name : notSet}</Field>
          <Field label={t('fields.dailyRate')}>
            {currency ? format.money(vehicle.dailyRate, currency) : ''}
          </Field>
          <Field label={t('fields.mileage')}>{format.number(vehicle.mileage)}</Field>
          <Field label={t('fields.lastService')}>{format.date(vehicle.lastService, notSet)}</Field>
          <Field label={t('fields.nextService')}>{format.date(vehicle.nextService, notSet)}</Field>
        </DataList>
      </SectionCard>
      <SectionCard id="vehicle-specs" title={t('detail.sections.specifications')}>
        <DataList orientation="horizontal" labelWidth={150}>
          <Field label={t('fields.fuelType')}>{t(`fuel.${vehicle.fuelType}`)}</Field>
          <Field label={t('fields.transmission')}>
            {t(`transmission.${vehicle.transmission}`)}
          </Field>
          <Field label={t('fields.seatingCapacity')}>
            {format.number(vehicle.seatingCapacity)}
          </Field>
          <Field label={t('fields.doors')}>{opt(vehicle.doors, format.number)}</Field>
          <Field label={t('fields.engine')}>{opt(vehicle.engine)}</Field>
          <Field label={t('fields.horsepower')}>{opt(vehicle.horsepower, format.number)}</Field>
          <Field label={t('fields.fuelCapacity')}>{opt(vehicle.fuelCapacity, format.number)}</Field>
          <Field label={t('fields.trunkCapacity')}>
            {opt(vehicle.trunkCapacity, format.number)}
          </Field>
          <Field label={t('fields.dimensions')}>{opt(vehicle.dimensions)}</Field>
          <Field label={t('fields.features')}>
            {vehicle.features.length === 0 ? (
              notSet
            ) : (
              <Group gap={6}>
                {vehicle.features.map((feature) => (
                  <Badge key={feature} variant="outline" color="gray" tt="none">
                    {t(`features.${feature}`)}
                  </Badge>
                ))}
              </Group>
            )}
          </Field>
        </DataList>
      </SectionCard>
    </>
  );
}
