import { useState } from 'react';
import { Grid, Stack } from '@mantine/core';
import { IconToolsOff } from '@tabler/icons-react';
import { id as idSchema } from '@motorpool/domain/schemas/common';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { detailPageState } from '../../../shared/ui/detail-page-state.tsx';
import { EntityFormModal } from '../../../shared/ui/entity-form-modal.tsx';
import { modals } from '../../../shared/ui/modals.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useWorkOrder } from '../../../api/maintenance/get-maintenance.ts';
import { useDeleteWorkOrder } from '../../../api/maintenance/save-maintenance.ts';
import { ActionDialog, type ActionTarget } from '../components/action-dialog.tsx';
import { WorkOrderAttachmentsCard } from '../components/work-order-attachments-card.tsx';
import { WorkOrderForm } from '../components/work-order-form.tsx';
import { WorkOrderHeader } from '../components/work-order-header.tsx';
import { WorkOrderHistoryCard } from '../components/work-order-history-card.tsx';
import {
  CostBreakdownCard,
  ServiceDetailsCard,
  VehicleInfoCard,
} from '../components/work-order-info-cards.tsx';
import { WorkOrderNotesCard } from '../components/work-order-notes-card.tsx';
import { WorkOrderPartsCard } from '../components/work-order-parts-card.tsx';
import { WorkOrderTimelineCard } from '../components/work-order-timeline-card.tsx';

// Maintenance details (route /admin/management/maintenances/view/:id): vehicle info,
// service details, parts, cost breakdown, timeline, attachments, notes, history and the edit
// form, with the steps the status allows.
export function MaintenanceDetailPage() {
  const { t } = useTranslation('maintenance');
  const { id: param = '' } = useParams();
  // An address that cannot name a work order is not asked for: it is simply not found.
  const id = idSchema.safeParse(param).success ? param : '';
  const navigate = useNavigate();
  const order = useWorkOrder(id);
  const remove = useDeleteWorkOrder();
  const [action, setAction] = useState<ActionTarget>(null);
  const [editing, setEditing] = useState(false);

  const listHref = paths.admin.maintenances.getHref();
  const state = detailPageState(id, order, {
    listHref,
    notFoundIcon: <IconToolsOff size={36} />,
    text: (key) => t(key),
  });
  if ('fallback' in state) return state.fallback;

  const data = state.record;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('dialogs.delete.title', { number: data.workOrderNumber }),
      children: t('dialogs.delete.message', { number: data.workOrderNumber }),
      labels: { confirm: t('actions.delete'), cancel: t('dialogs.back') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(data.id, {
          onSuccess: () => {
            notifySuccess(
              t('toasts.deleted.title'),
              t('toasts.deleted.message', { number: data.workOrderNumber }),
            );
            void navigate(listHref);
          },
          onError: (error) =>
            notifyFailure(t('toasts.deleteFailed.title'), t('toasts.deleteFailed.message'), error),
        }),
    });

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <WorkOrderHeader
        order={data}
        onAction={(next) => setAction({ order: data, action: next })}
        onEdit={() => setEditing(true)}
        onDelete={confirmDelete}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <VehicleInfoCard order={data} />
            <ServiceDetailsCard order={data} />
            <WorkOrderNotesCard order={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <WorkOrderPartsCard order={data} />
            <CostBreakdownCard order={data} />
            <WorkOrderTimelineCard order={data} />
            <WorkOrderAttachmentsCard order={data} />
            <WorkOrderHistoryCard orderId={data.id} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ActionDialog target={action} onClose={() => setAction(null)} />
      <EntityFormModal
        target={editing ? { mode: 'edit', record: data } : null}
        titles={{ create: t('form.newTitle'), edit: t('form.editTitle') }}
        closeLabel={t('dialogs.close')}
        size="xl"
        onClose={() => setEditing(false)}
      >
        {(record) => (
          <WorkOrderForm
            order={record}
            onClose={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
        )}
      </EntityFormModal>
    </Stack>
  );
}
