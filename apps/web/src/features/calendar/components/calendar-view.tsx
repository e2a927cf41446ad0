import { useMemo } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import FullCalendar, {
  type DatesSetInfo,
  type EventChangeInfo,
  type EventClickInfo,
  type EventInput,
} from '@fullcalendar/react';
import classicTheme from '@fullcalendar/react/themes/classic';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import arabic from '@fullcalendar/react/locales/ar';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import type { CalendarEventView } from '@motorpool/domain/schemas/rental-calendar';
import { toInstant } from '../../../api/calendar/calendar-query.ts';
import { isReschedulable, lookColors, lookOf } from '../lib/event-look.ts';
import classes from './calendar.module.css';

/** A reservation dragged or stretched to new dates; `revert` puts it back. */
export type RescheduleRequest = {
  event: CalendarEventView;
  pickupDate: string;
  returnDate: string;
  revert: () => void;
};

export type CalendarViewProps = {
  events: CalendarEventView[];
  timeZone: string;
  canReschedule: boolean;
  onRangeChange: (range: { from: string; to: string }) => void;
  onEventOpen: (event: CalendarEventView) => void;
  onReschedule: (request: RescheduleRequest) => void;
};

const keyOf = (event: Pick<CalendarEventView, 'kind' | 'id'>) => `${event.kind}:${event.id}`;
const views = 'dayGridMonth,timeGridWeek,timeGridDay';

// FullCalendar (month, week and day) in the company's time zone and the reader's language; only
// this module loads it, and only the calendar route loads this module.
export function CalendarView({
  events,
  timeZone,
  canReschedule,
  onRangeChange,
  onEventOpen,
  onReschedule,
}: CalendarViewProps) {
  const { t } = useTranslation('calendar');
  const { language, config } = useLanguage();
  const scheme = useComputedColorScheme('light');
  const phone = useMediaQuery('(max-width: 36em)');
  const byKey = useMemo(() => new Map(events.map((e) => [keyOf(e), e])), [events]);

  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => {
        const colors = lookColors(lookOf(event));
        return {
          id: keyOf(event),
          title: event.title,
          start: event.start,
          end: event.end,
          editable: canReschedule && isReschedulable(event),
          color: colors.background,
          contrastColor: colors.text,
        };
      }),
    [events, canReschedule],
  );

  const change = ({ event, revert }: EventChangeInfo) => {
    const booking = byKey.get(event.id);
    const pickupDate = toInstant(event.startStr, timeZone);
    const returnDate = event.endStr ? toInstant(event.endStr, timeZone) : undefined;
    if (!booking || !pickupDate || !returnDate) {
      revert();
      return;
    }
    onReschedule({ event: booking, pickupDate, returnDate, revert });
  };

  return (
    <div data-color-scheme={scheme}>
      <div className={classes.calendar}>
        <FullCalendar
          plugins={[classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          headerToolbar={
            phone
              ? { start: 'prev,next', center: 'title', end: 'today' }
              : { start: 'prev,next today', center: 'title', end: views }
          }
          footerToolbar={phone ? { center: views } : false}
          todayText={t('toolbar.today')}
          monthText={t('toolbar.month')}
          weekTextLong={t('toolbar.week')}
          dayText={t('toolbar.day')}
          // FullCalendar's Arabic locale names the buttons but not their hints (accessible names).
          prevHint={t('toolbar.previous')}
          nextHint={t('toolbar.next')}
          todayHint={t('toolbar.today')}
          viewHint={(view: string) => t('toolbar.viewHint', { view })}
          viewChangeHint={t('toolbar.viewChange')}
          navLinkHint={(date: string) => t('toolbar.goTo', { date })}
          moreLinkHint={(count: number) => t('toolbar.moreEvents', { count })}
          closeHint={t('toolbar.close')}
          eventsHint={t('toolbar.events')}
          locale={language === 'ar' ? arabic : 'en'}
          direction={config.dir}
          firstDay={config.firstDayOfWeek}
          timeZone={timeZone}
          height="auto"
          nowIndicator
          dayMaxEvents={3}
          // A busy week or day would split each hour into as many hair-thin columns as bookings
          // overlap; a few readable ones stand side by side and the rest open from "+N more".
          views={{ timeGridWeek: { eventMaxStack: 2 }, timeGridDay: { eventMaxStack: 4 } }}
          editable={false}
          events={inputs}
          datesSet={(info: DatesSetInfo) => {
            const from = toInstant(info.startStr, timeZone);
            const to = toInstant(info.endStr, timeZone);
            if (from && to) onRangeChange({ from, to });
          }}
          eventClick={(info: EventClickInfo) => {
            info.jsEvent.preventDefault();
            const booking = byKey.get(info.event.id);
            if (booking) onEventOpen(booking);
          }}
          eventDrop={change}
          eventResize={change}
        />
      </div>
    </div>
  );
}
