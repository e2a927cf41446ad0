// The acknowledgement a visitor receives for a contact or demo request from the marketing site,
// in the language they wrote in. It is the platform's mail, not a company's: Motorpool signs it.
import type { Language } from '@motorpool/domain/locale-lists';
import type { MailMessage } from '../../lib/outbox.ts';
import { type MailBranding, renderHtml } from './layout.ts';
import { type MailContent, plainText } from './templates.ts';

const platformBrand: MailBranding = {
  companyName: 'Motorpool',
  primaryColor: '#1c7ed6',
  logoUrl: null,
};

type Request = { name: string; kind: 'contact' | 'demo'; locale: Language };

const content: Record<Language, (r: Request) => MailContent> = {
  en: ({ name, kind }) => ({
    subject: kind === 'demo' ? 'We received your demo request' : 'We received your message',
    paragraphs: [
      { text: `Hello ${name},` },
      {
        text:
          kind === 'demo'
            ? 'Thank you for asking for a Motorpool demo. Our team will contact you shortly to confirm a time.'
            : 'Thank you for contacting Motorpool. Our team will reply to you shortly.',
      },
      { text: 'The Motorpool team' },
    ],
  }),
  ar: ({ name, kind }) => ({
    subject: kind === 'demo' ? 'استلمنا طلبك للعرض التوضيحي' : 'استلمنا رسالتك',
    paragraphs: [
      { text: `مرحبًا ${name}،` },
      {
        text:
          kind === 'demo'
            ? 'شكرًا لطلبك عرضًا توضيحيًا لموتوربول. سيتواصل معك فريقنا قريبًا لتأكيد الموعد.'
            : 'شكرًا لتواصلك مع موتوربول. سيرد عليك فريقنا قريبًا.',
      },
      { text: 'فريق موتوربول' },
    ],
  }),
};

export function contactAcknowledgement(to: string, request: Request): MailMessage {
  const mail = content[request.locale](request);
  return {
    to,
    subject: mail.subject,
    text: plainText(mail),
    html: renderHtml(mail, request.locale, platformBrand),
    locale: request.locale,
    template: 'contactAcknowledgement',
    fromName: platformBrand.companyName,
  };
}
