import { Anchor, DataList, Text } from '@mantine/core';
import type { WorkOrderView } from '@motorpool/domain/schemas/maintenance';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { Field, SectionCard } from '../../../shared/ui/section-card.tsx';
import { useMaintenanceFormat } from '../lib/use-maintenance-format.ts';
import { CostSummary } from './cost-summary.tsx';
import { SeverityBadge } from './maintenance-badges.tsx';

// The vehicle the work is on: what it is, where it stands and its service dates.
export function VehicleInfoCard({ order }: { order: WorkOrderView }) {
  const { t } = useTranslation('maintenance');
  const { t: tv } = useTranslation('vehicles');
  const { number, day } = useMaintenanceFormat();
  const { vehicle } = order;
  return (
    <SectionCard id="work-order-vehicle" title={t('detail.sections.vehicle')}>
      <DataList>
        <Field label={t('fields.vehicle')}>
          <Anchor component={Link} to={paths.admin.vehicleDetail.getHref(vehicle.id)} fz="sm">
            <bdi>{`${vehicle.make} ${vehicle.model} ${vehicle.year}`}</bdi>
          </Anchor>
        </Field>
        <Field label={t('fields.licensePlate')}>
          <Ltr>{vehicle.licensePlate}</Ltr>
        </Field>
        <Field label={t('fields.vehicleStatus')}>{tv(`status.${vehicle.status}`)}</Field>
        <Field label={t('fields.category')}>{tv(`category.${vehicle.category}`)}</Field>
        <Field label={t('fields.odometer')}>
          {t('units.km', { value: number(vehicle.mileage) })}
        </Field>
        <Field label={t('fields.lastService')}>
          {day(vehicle.lastService) || t('detail.none')}
        </Field>
        <Field label={t('fields.nextService')}>
          {day(vehicle.nextService) || t('detail.none')}
        </Field>
      </DataList>
    </SectionCard>
  );
}

// What is wrong and what is planned: the issue, the service's dates, hours and people.
export function ServiceDetailsCard({ order }: { order: WorkOrderView }) {
  const { t } = useTranslation('maintenance');
  const { when, number, amount } = useMaintenanceFormat();
  const hours = (value: number | null) =>
    value === null ? t('detail.none') : t('units.hours', { value: number(value) });
  const none = t('detail.none');
  return (
    <SectionCard id="work-order-service" title={t('detail.sections.service')}>
      <DataList>
        <Field label={t('fields.type')}>{t(`type.${order.type}`)}</Field>
        <Field label={t('fields.severity')}>
          <SeverityBadge severity={order.severity} />
        </Field>
        <Field label={t('fields.issue')}>
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {order.issue}
          </Text>
        </Field>
        <Field label={t('fields.description')}>
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {order.description}
          </Text>
        </Field>
        <Field label={t('fields.location')}>
          {order.location ?? none}
          {order.latitude !== null && order.longitude !== null && (
            <Text fz="xs" c="dimmed" dir="ltr">
              {order.latitude.toFixed(5)}, {order.longitude.toFixed(5)}
            </Text>
          )}
        </Field>
        <Field label={t('fields.scheduledDate')}>
          {order.scheduledDate ? when(order.scheduledDate) : t('detail.notScheduled')}
        </Field>
        <Field label={t('fields.dueDate')}>{order.dueDate ? when(order.dueDate) : none}</Field>
        <Field label={t('fields.startedAt')}>
          {order.startedAt ? when(order.startedAt) : none}
        </Field>
        <Field label={t('fields.completedDate')}>
          {order.completedDate ? when(order.completedDate) : none}
        </Field>
        <Field label={t('fields.estimatedDuration')}>{hours(order.estimatedDuration)}</Field>
        <Field label={t('fields.actualDuration')}>{hours(order.actualDuration)}</Field>
        <Field label={t('fields.estimatedCost')}>
          {order.estimatedCost === null ? none : amount(order.estimatedCost)}
        </Field>
        <Field label={t('fields.actualCost')}>
          {order.actualCost === null ? none : amount(order.actualCost)}
        </Field>
        <Field label={t('fields.technician')}>{order.technician ?? none}</Field>
        <Field label={t('fields.mileage')}>
          {order.mileage === null ? none : t('units.km', { value: number(order.mileage) })}
        </Field>
      </DataList>
    </SectionCard>
  );
}

// The server's cost breakdown: labour (hours × rate), parts, supplies, other and the total.
export function CostBreakdownCard({ order }: { order: WorkOrderView }) {
  const { t } = useTranslation('maintenance');
  const { number, amount } = useMaintenanceFormat();
  const { labor } = order.costBreakdown;
  return (
    <SectionCard id="work-order-cost" title={t('cost.title')}>
      {labor.hours > 0 && (
        <Text fz="xs" c="dimmed">
          {t('cost.laborLine', { hours: number(labor.hours), rate: amount(labor.rate) })}
        </Text>
      )}
      <CostSummary
        cost={{
          labor: labor.cost,
          parts: order.costBreakdown.parts,
          supplies: order.costBreakdown.supplies,
          other: order.costBreakdown.other,
          total: order.costBreakdown.total,
        }}
      />
    </SectionCard>
  );
}
