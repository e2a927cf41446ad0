// The platform's super administrators hear of a data-rights request near its deadline (day 25)
// and of one past it. Their language is not recorded, so the mail says it in both, English
// first, as the contact module's alert does.
import { defaultPrimaryColor } from '@motorpool/domain/schemas/company-settings-fields';
import type { MailMessage } from '../../lib/outbox.ts';
import { type MailContent, plainText, renderHtml } from '../mail/ports.ts';

export type DeadlineAlert = {
  kind: 'reminder' | 'overdue';
  requestType: string;
  email: string;
  status: string;
  due: string;
  link: string;
};

export function deadlineAlert(to: string, a: DeadlineAlert): MailMessage {
  const mail: MailContent = {
    subject:
      a.kind === 'reminder'
        ? `Data request due ${a.due} · طلب بيانات مستحق في ${a.due}`
        : `Data request overdue since ${a.due} · طلب بيانات متأخر منذ ${a.due}`,
    paragraphs: [
      {
        text:
          a.kind === 'reminder'
            ? `The ${a.requestType} request of ${a.email} (${a.status}) must be answered by ${a.due}.`
            : `The ${a.requestType} request of ${a.email} (${a.status}) passed its deadline of ${a.due} without an answer.`,
      },
      {
        text:
          a.kind === 'reminder'
            ? `يجب الرد على طلب ${a.requestType} من ${a.email} (${a.status}) في موعد أقصاه ${a.due}.`
            : `تجاوز طلب ${a.requestType} من ${a.email} (${a.status}) موعده النهائي ${a.due} دون رد.`,
      },
      {
        text: 'The requests are on the super admin dashboard · الطلبات في لوحة المشرف العام',
        link: { url: a.link, label: 'Open the privacy requests · افتح طلبات الخصوصية' },
      },
    ],
  };
  return {
    to,
    subject: mail.subject,
    text: plainText(mail),
    html: renderHtml(mail, 'en', {
      companyName: 'Motorpool',
      primaryColor: defaultPrimaryColor,
      logoUrl: null,
    }),
    locale: 'en',
    template: `privacy.${a.kind}`,
    fromName: 'Motorpool',
  };
}
