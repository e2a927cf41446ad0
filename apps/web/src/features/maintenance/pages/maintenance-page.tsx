import { useCallback, useState, type ReactNode } from 'react';
import { Button, Group, Tabs } from '@mantine/core';
import {
  IconCalendarEvent,
  IconLayoutKanban,
  IconList,
  IconMessageReport,
  IconRepeat,
} from '@tabler/icons-react';
import type { WorkOrderListItemView, WorkOrderView } from '@motorpool/domain/schemas/maintenance';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { EntityFormModal } from '../../../shared/ui/entity-form-modal.tsx';
import { ListPage, NewButton } from '../../../shared/ui/list-page.tsx';
import { ActionDialog, type ActionTarget } from '../components/action-dialog.tsx';
import { DriverReportForm } from '../components/driver-report-form.tsx';
import { MaintenanceCalendar, type CalendarRenderer } from '../components/maintenance-calendar.tsx';
import { ServiceSchedules } from '../components/schedules/service-schedules.tsx';
import { StatusBoard } from '../components/status-board.tsx';
import { WorkOrderForm } from '../components/work-order-form.tsx';
import { WorkOrdersGrid } from '../components/work-orders-grid.tsx';
import type { MaintenanceAction } from '../lib/maintenance-actions.ts';

const views = ['list', 'board', 'calendar', 'schedules'] as const;
type View = (typeof views)[number];
const icons: Record<View, ReactNode> = {
  list: <IconList size={16} aria-hidden />,
  board: <IconLayoutKanban size={16} aria-hidden />,
  calendar: <IconCalendarEvent size={16} aria-hidden />,
  schedules: <IconRepeat size={16} aria-hidden />,
};

type Dialog = 'new' | 'report' | null;

// Maintenance (route /admin/management/maintenances): the work orders as a list, by
// status and on a calendar, the service schedules, a new order and the driver report. The
// calendar component comes from the rentals calendar, composed in by the app.
export function MaintenancePage({ calendar }: { calendar?: CalendarRenderer }) {
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(params.get('report') === '1' ? 'report' : null);
  const [action, setAction] = useState<ActionTarget>(null);
  const shown = views.filter((view) => view !== 'calendar' || calendar);
  const requested = params.get('view') as View | null;
  const view: View = requested && shown.includes(requested) ? requested : 'list';

  const open = useCallback(
    (order: Pick<WorkOrderListItemView, 'id'>) =>
      void navigate(paths.admin.maintenanceDetail.getHref(order.id)),
    [navigate],
  );
  const onAction = useCallback(
    (order: WorkOrderListItemView, next: MaintenanceAction) => setAction({ order, action: next }),
    [],
  );
  const saved = (order: WorkOrderView) => {
    setDialog(null);
    open(order);
  };
  // The grid's own parameters belong to the list: another view starts from a clean address.
  const choose = (next: string | null) =>
    setParams(next && next !== 'list' ? { view: next } : {}, { replace: true });

  const newButton = can('maintenance:create') ? (
    <NewButton label={t('list.new')} onClick={() => setDialog('new')} />
  ) : null;
  const actions = can('maintenance:create') ? (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="light"
        leftSection={<IconMessageReport size={16} aria-hidden />}
        onClick={() => setDialog('report')}
      >
        {t('report.open')}
      </Button>
      {newButton}
    </Group>
  ) : null;

  return (
    <ListPage title={t('list.title')} description={t('list.description')} action={actions}>
      <Tabs value={view} onChange={choose} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {shown.map((value) => (
            <Tabs.Tab key={value} value={value} leftSection={icons[value]}>
              {t(`views.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <WorkOrdersGrid onView={open} onAction={onAction} emptyAction={newButton} />
        </Tabs.Panel>
        <Tabs.Panel value="board" pt="md">
          <StatusBoard />
        </Tabs.Panel>
        {calendar && (
          <Tabs.Panel value="calendar" pt="md">
            <MaintenanceCalendar calendar={calendar} onOpen={open} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="schedules" pt="md">
          <ServiceSchedules />
        </Tabs.Panel>
      </Tabs>
      <ActionDialog target={action} onClose={() => setAction(null)} />
      <EntityFormModal<WorkOrderView>
        target={dialog === 'new' ? { mode: 'create' } : null}
        titles={{ create: t('form.newTitle'), edit: t('form.editTitle') }}
        closeLabel={t('dialogs.close')}
        size="xl"
        onClose={() => setDialog(null)}
      >
        {() => <WorkOrderForm onClose={() => setDialog(null)} onSaved={saved} />}
      </EntityFormModal>
      <EntityFormModal<WorkOrderView>
        target={dialog === 'report' ? { mode: 'create' } : null}
        titles={{ create: t('report.title'), edit: t('report.title') }}
        closeLabel={t('dialogs.close')}
        size="lg"
        onClose={() => setDialog(null)}
      >
        {() => <DriverReportForm onClose={() => setDialog(null)} onSaved={saved} />}
      </EntityFormModal>
    </ListPage>
  );
}
