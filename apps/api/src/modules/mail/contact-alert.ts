// The platform's operators hear of each contact or demo request as it arrives. Their language
// is not recorded, so the alert says it in both, English first, as the platform's own mail.
import type { MailMessage } from '../../lib/outbox.ts';
import { type MailBranding, renderHtml } from './layout.ts';
import { type MailContent, plainText } from './templates.ts';

const platformBrand: MailBranding = {
  companyName: 'Motorpool',
  primaryColor: '#1c7ed6',
  logoUrl: null,
};

export type ContactAlertRequest = {
  kind: 'contact' | 'demo';
  name: string;
  email: string;
  company: string;
  phone: string;
  fleetSize: string;
  message: string | null;
};

export function contactAlert(to: string, r: ContactAlertRequest, link: string): MailMessage {
  const who = `${r.name}, ${r.company} (${r.email}, ${r.phone}); fleet ${r.fleetSize}`;
  const mail: MailContent = {
    subject:
      r.kind === 'demo'
        ? `New demo request: ${r.company} · طلب عرض توضيحي جديد`
        : `New message: ${r.company} · رسالة جديدة`,
    paragraphs: [
      {
        text:
          r.kind === 'demo'
            ? `${r.name} of ${r.company} asked for a demo.`
            : `${r.name} of ${r.company} sent a message.`,
      },
      { text: who },
      ...(r.message ? [{ text: r.message }] : []),
      {
        text:
          r.kind === 'demo'
            ? `طلب ${r.name} من ${r.company} عرضًا توضيحيًا.`
            : `أرسل ${r.name} من ${r.company} رسالة.`,
      },
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
