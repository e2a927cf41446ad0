// The acknowledgement a visitor receives for a contact or demo request from the marketing site,
// in the language they wrote in. It is the platform's mail, not a company's: Motorpool signs it.
import type { ContactRequestKind } from '@motorpool/domain/schemas/contact-request';
import type { Language } from '@motorpool/domain/locale-lists';
import type { MailMessage } from '../../lib/outbox.ts';
import { type MailBranding, renderHtml } from './layout.ts';
import { type MailContent, plainText } from './templates.ts';

const platformBrand: MailBranding = {
  companyName: 'Motorpool',
  primaryColor: '#1c7ed6',
  logoUrl: null,
};

type Request = { name: string; kind: ContactRequestKind; locale: Language };

const acknowledgements: Record<Language, Record<ContactRequestKind, string>> = {
  en: {
    contact: 'Thank you for contacting Motorpool. Our team will reply to you shortly.',
    demo: 'Thank you for asking for a Motorpool demo. Our team will contact you shortly to confirm a time.',
    privacy:
      'Thank you for writing to our data protection officer. We answer privacy questions within 2–3 business days, and urgent privacy matters within 24–48 hours.',
  },
  ar: {
    contact: 'شكرًا لتواصلك مع موتوربول. سيرد عليك فريقنا قريبًا.',
    demo: 'شكرًا لطلبك عرضًا توضيحيًا لموتوربول. سيتواصل معك فريقنا قريبًا لتأكيد الموعد.',
    privacy:
      'شكرًا لمراسلتك مسؤول حماية البيانات لدينا. نجيب عن أسئلة الخصوصية خلال 2–3 أيام عمل، وعن مسائل الخصوصية العاجلة خلال 24–48 ساعة.',
  },
};

const content: Record<Language, (r: Request) => MailContent> = {
  en: ({ name, kind }) => ({
    subject: kind === 'demo' ? 'We received your demo request' : 'We received your message',
    paragraphs: [
      { text: `Hello ${name},` },
      { text: acknowledgements.en[kind] },
      { text: 'The Motorpool team' },
    ],
  }),
  ar: ({ name, kind }) => ({
    subject: kind === 'demo' ? 'استلمنا طلبك للعرض التوضيحي' : 'استلمنا رسالتك',
    paragraphs: [
      { text: `مرحبًا ${name}،` },
      { text: acknowledgements.ar[kind] },
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
