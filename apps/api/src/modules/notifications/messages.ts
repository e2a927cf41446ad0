// A stored message rendered for one reader: their language, dates in the company's time zone,
// money with its currency's digits, as the printed pages show them.
import type { Language } from '@motorpool/domain/locale-lists';
import {
  type MessageFormat,
  renderNotificationMessage,
} from '@motorpool/domain/notification-messages';
import { dateTime, kilometres, money } from '../../lib/pdf/format.ts';
import type { NotificationRow } from './repository.ts';

export type Reader = { language: Language; timeZone: string };

const formatFor = ({ language, timeZone }: Reader): MessageFormat => ({
  date: (iso) => dateTime(iso, language, timeZone),
  money: ({ minor, currency }) => money(minor, currency),
  distance: kilometres,
});

/** A stored notification's title and message in the reader's language. */
export function textOf(
  row: Pick<NotificationRow, 'messageKey' | 'messageParams'>,
  reader: Reader,
): { title: string; message: string } {
  const { title, message } = renderNotificationMessage(
    row.messageKey,
    row.messageParams,
    reader.language,
    formatFor(reader),
  );
  return { title, message };
}
