// The platform's operators hear of each contact or demo request and privacy question as it arrives. Their language
// is not recorded, so the alert says it in both, English first, as the platform's own mail.
import type { ContactRequestKind } from '@motorpool/domain/schemas/contact-request';
import type { MailMessage } from '../../lib/outbox.ts';
import { type MailBranding, renderHtml } from './layout.ts';
import { type MailContent, plainText } from './templates.ts';

const platformBrand: MailBranding = {
  companyName: 'Motorpool',
  primaryColor: '#1c7ed6',
  logoUrl: null,
};

export type ContactAlertRequest = {
  kind: ContactRequestKind;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  fleetSize: string | null;
  subject: string | null;
  message: string | null;
};

// What the request says, before the link every alert ends with.
function alertContent(r: ContactAlertRequest): MailContent {
  if (r.kind === 'privacy') {
    return {
      subject: `Privacy question: ${r.subject ?? ''} · سؤال عن الخصوصية`,
      paragraphs: [
        { text: `${r.name} (${r.email}) asked the data protection officer: ${r.subject ?? ''}` },
        ...(r.message ? [{ text: r.message }] : []),
        { text: `سأل ${r.name} مسؤول حماية البيانات: ${r.subject ?? ''}` },
      ],
    };
  }
  const demo = r.kind === 'demo';
  return {
    subject: demo
      ? `New demo request: ${r.company} · طلب عرض توضيحي جديد`
      : `New message: ${r.company} · رسالة جديدة`,
    paragraphs: [
      {
        text: demo
          ? `${r.name} of ${r.company} asked for a demo.`
          : `${r.name} of ${r.company} sent a message.`,
      },
      { text: `${r.name}, ${r.company} (${r.email}, ${r.phone}); fleet ${r.fleetSize}` },
      ...(r.message ? [{ text: r.message }] : []),
      {
        text: demo
          ? `طلب ${r.name} من ${r.company} عرضًا توضيحيًا.`
          : `أرسل ${r.name} من ${r.company} رسالة.`,
      },
    ],
  };
}

export function contactAlert(to: string, r: ContactAlertRequest, link: string): MailMessage {
  const content = alertContent(r);
  const mail: MailContent = {
    subject: content.subject,
    paragraphs: [
      ...content.paragraphs,
      {
        text: 'The requests are on the super admin dashboard · الطلبات في لوحة المشرف العام',
        link: { url: link, label: 'Open the requests · افتح الطلبات' },
      },
    ],
  };
  return {
    to,
    subject: mail.subject,
    text: plainText(mail),
    html: renderHtml(mail, 'en', platformBrand),
    locale: 'en',
    template: 'contactAlert',
    fromName: platformBrand.companyName,
  };
}
