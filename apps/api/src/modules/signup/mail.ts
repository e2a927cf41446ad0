// The sign-up confirmation mail, in the visitor's language and the product's own colours (no
// company exists yet to lend its branding).
import type { Language } from '@motorpool/domain/locale-lists';
import { defaultPrimaryColor } from '@motorpool/domain/schemas/company-settings-fields';
import type { MailMessage } from '../../lib/outbox.ts';
import { type MailContent, plainText, renderHtml } from '../mail/ports.ts';

const product = 'Motorpool';

const texts: Record<
  Language,
  (p: { name: string; company: string; link: string; hours: number }) => MailContent
> = {
  en: (p) => ({
    subject: `Confirm your sign-up for ${p.company}`,
    paragraphs: [
      { text: `Hello ${p.name},` },
      {
        text: `Thank you for choosing ${product}. Confirm your e-mail address to open ${p.company}:`,
        link: { url: p.link, label: 'Confirm and open my company' },
      },
      { text: `The link expires in ${p.hours} hours and can be used once.` },
      { text: 'If you did not sign up, ignore this e-mail: nothing is created.' },
    ],
  }),
  ar: (p) => ({
    subject: `أكّد تسجيل ${p.company}`,
    paragraphs: [
      { text: `مرحبًا ${p.name}،` },
      {
        text: `شكرًا لاختيارك ${product}. أكّد بريدك الإلكتروني لفتح حساب ${p.company}:`,
        link: { url: p.link, label: 'تأكيد وفتح حساب شركتي' },
      },
      { text: `تنتهي صلاحية الرابط خلال ${p.hours} ساعة ويُستخدم مرة واحدة.` },
      { text: 'إذا لم تقم بالتسجيل فتجاهل هذه الرسالة: لن يُنشأ أي حساب.' },
    ],
  }),
};

export function signupConfirmationMail(p: {
  to: string;
  name: string;
  company: string;
  link: string;
  hours: number;
  language: Language;
}): MailMessage {
  const content = texts[p.language](p);
  return {
    to: p.to,
    subject: content.subject,
    text: plainText(content),
    html: renderHtml(content, p.language, {
      companyName: product,
      primaryColor: defaultPrimaryColor,
      logoUrl: null,
    }),
    locale: p.language,
    template: 'signupConfirmation',
    fromName: product,
  };
}
