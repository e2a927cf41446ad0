// Bookings as an iCalendar document (RFC 5545): one VEVENT each, times in UTC, text escaped and
// lines folded at 75 octets, CRLF line ends.
import type { Language } from '@motorpool/domain/locale-lists';
import type { CalendarEventView } from '@motorpool/domain/schemas/rental-calendar';

const labels: Record<
  Language,
  {
    calendar: (branch: string) => string;
    kind: Record<CalendarEventView['kind'], string>;
    status: Record<CalendarEventView['status'], string>;
    overdue: string;
    vehicle: string;
    customer: string;
  }
> = {
  en: {
    calendar: (branch) => `${branch}: reservations and rentals`,
    kind: { reservation: 'Reservation', rental: 'Rental' },
    status: {
      pending: 'pending',
      confirmed: 'confirmed',
      active: 'active',
      completed: 'completed',
      cancelled: 'cancelled',
      no_show: 'no-show',
    },
    overdue: 'overdue',
    vehicle: 'Vehicle',
    customer: 'Customer',
  },
  ar: {
    calendar: (branch) => `${branch}: الحجوزات والإيجارات`,
    kind: { reservation: 'حجز', rental: 'إيجار' },
    status: {
      pending: 'قيد الانتظار',
      confirmed: 'مؤكد',
      active: 'نشط',
      completed: 'مكتمل',
      cancelled: 'ملغى',
      no_show: 'لم يحضر',
    },
    overdue: 'متأخر',
    vehicle: 'المركبة',
    customer: 'العميل',
  },
};

/** 20261125T031500Z */
const utc = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

// Folds a content line into 75-octet pieces, never splitting a UTF-8 character.
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

export type IcalFeed = {
  branchName: string;
  /** where the UIDs are unique: the company's address */
  domain: string;
  language: Language;
  now: Date;
  events: CalendarEventView[];
};

export function icalDocument(feed: IcalFeed): string {
  const text = labels[feed.language];
  const stamp = utc(feed.now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Motorpool//Rentals calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(text.calendar(feed.branchName))}`,
  ];
  for (const event of feed.events) {
    const status = `${text.status[event.status]}${event.isOverdue ? `, ${text.overdue}` : ''}`;
    const description = [
      `${text.kind[event.kind]} ${event.number} (${status})`,
      `${text.vehicle}: ${event.vehicleName} ${event.licensePlate}`,
      `${text.customer}: ${event.customerName}`,
    ].join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.kind}-${event.id}@${feed.domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(event.end)}`,
      `SUMMARY:${escapeText(`${event.number} ${event.title}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : event.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
