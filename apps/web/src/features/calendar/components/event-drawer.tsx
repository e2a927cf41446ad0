import { useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  IconBan,
  IconCircleCheck,
  IconExternalLink,
  IconKey,
  IconLogin2,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { formatZoned } from '../../../shared/i18n/zoned-time.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import {
  useReservationQuickAction,
  type CalendarReservationAction,
} from '../../../api/calendar/calendar-actions.ts';
import type { CalendarEventView } from '@motorpool/domain/schemas/rental-calendar';
import { detailHrefOf, quickActionsOf } from '../lib/event-actions.ts';
import { lookColorNames, lookOf } from '../lib/event-look.ts';

type EventDrawerProps = {
  event: CalendarEventView | null;
  timeZone: string;
  onClose: () => void;
};

// An event's details and what can be done to it from the calendar.
export function EventDrawer({ event, timeZone, onClose }: EventDrawerProps) {
  const { t } = useTranslation('calendar');
  return (
    <Drawer
      opened={event !== null}
      onClose={onClose}
      position="right"
      title={event ? t(`details.title.${event.kind}`, { number: event.number }) : ''}
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {event && (
        <EventDetails
          key={`${event.kind}:${event.id}`}
          event={event}
          timeZone={timeZone}
          onDone={onClose}
        />
      )}
    </Drawer>
  );
}

function EventDetails({
  event,
  timeZone,
  onDone,
}: {
  event: CalendarEventView;
  timeZone: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('calendar');
  const { can } = useCurrentUser();
  const { locale } = useFormat();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const quick = useReservationQuickAction();
  const actions = quickActionsOf(event, can);
  const look = lookOf(event);

  const run = (action: CalendarReservationAction) =>
    quick.mutate(
      { id: event.id, run: action },
      {
        onSuccess: () => {
          notifySuccess(
            t(`actions.${action.action}.doneTitle`),
            t(`actions.${action.action}.done`, { number: event.number }),
          );
          onDone();
        },
        onError: (error) =>
          notifyFailure(
            t(`actions.${action.action}.failedTitle`),
            t(`actions.${action.action}.failed`, { number: event.number }),
            error,
          ),
      },
    );

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={lookColorNames[look]} autoContrast>
          {t(`status.${event.status}`)}
        </Badge>
        {event.isOverdue && <Badge color="red">{t('legend.overdue')}</Badge>}
      </Group>
      <Stack gap={6} component="dl" m={0}>
        <Detail label={t('details.customer')}>{event.customerName}</Detail>
        <Detail label={t('details.vehicle')}>{event.vehicleName}</Detail>
        <Detail label={t('details.plate')}>
          <Ltr>{event.licensePlate}</Ltr>
        </Detail>
        <Detail label={t('details.pickup')}>{formatZoned(event.start, locale, timeZone)}</Detail>
        <Detail label={t('details.return')}>{formatZoned(event.end, locale, timeZone)}</Detail>
      </Stack>
      {cancelling ? (
        <Stack gap="sm">
          <Textarea
            label={t('actions.cancel.reason')}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group gap="sm">
            <Button
              color="red"
              disabled={reason.trim() === ''}
              loading={quick.isPending}
              onClick={() => run({ action: 'cancel', body: { reason: reason.trim() } })}
            >
              {t('actions.cancel.confirm')}
            </Button>
            <Button variant="default" onClick={() => setCancelling(false)}>
              {t('actions.cancel.keep')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm">
          {actions.includes('open') && (
            <Button
              component={Link}
              to={detailHrefOf(event)}
              variant="default"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t('actions.open')}
            </Button>
          )}
          {actions.includes('confirm') && (
            <Button
              leftSection={<IconCircleCheck size={16} aria-hidden />}
              loading={quick.isPending}
              onClick={() => run({ action: 'confirm' })}
            >
              {t('actions.confirm.label')}
            </Button>
          )}
          {actions.includes('cancel') && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => setCancelling(true)}
            >
              {t('actions.cancel.label')}
            </Button>
          )}
          {actions.includes('checkout') && (
            <Button
              component={Link}
              to={detailHrefOf(event, 'checkout')}
              leftSection={<IconKey size={16} aria-hidden />}
            >
              {t('actions.checkout')}
            </Button>
          )}
          {actions.includes('return') && (
            <Button
              component={Link}
              to={detailHrefOf(event, 'checkin')}
              leftSection={<IconLogin2 size={16} aria-hidden />}
            >
              {t('actions.return')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}
