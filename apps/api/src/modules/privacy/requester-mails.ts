// The mails a requester receives about a data-rights request, in the language they asked in.
// They are the platform's own mail (a request may concern several companies): Motorpool signs.
import type { Language } from '@motorpool/domain/locale-lists';
import type { PrivacyRequestType } from '@motorpool/domain/marketing-lists';
import { defaultPrimaryColor } from '@motorpool/domain/schemas/company-settings-fields';
import type { MailMessage } from '../../lib/outbox.ts';
import { type MailContent, plainText, renderHtml } from '../mail/ports.ts';
import type { PrivacyKept } from '../../db/schema/privacy.ts';
import { kindLabel } from './person-data/index.ts';

const product = 'Motorpool';

type MailParagraph = MailContent['paragraphs'][number];

export type RequesterMail =
  | { kind: 'confirm'; link: string; hours: number }
  | { kind: 'opened'; due: string; link: string | null }
  | { kind: 'extended'; due: string; reason: string; link: string | null }
  | { kind: 'onHold'; link: string | null }
  | { kind: 'ready'; until: string; link: string | null }
  | { kind: 'deleted'; kept: PrivacyKept[]; link: string | null }
  | { kind: 'answered'; outcome: 'completed' | 'rejected'; note: string; link: string | null };

const typeNames: Record<Language, Record<PrivacyRequestType, string>> = {
  en: {
    access: 'access to your data',
    deletion: 'deletion of your data',
    portability: 'a copy of your data to take elsewhere',
    correction: 'correction of your data',
  },
  ar: {
    access: 'الاطلاع على بياناتك',
    deletion: 'حذف بياناتك',
    portability: 'نسخة من بياناتك لنقلها',
    correction: 'تصحيح بياناتك',
  },
};

type Texts = {
  subject: (type: string) => string;
  follow: string;
  followLabel: string;
  body: (mail: RequesterMail, type: string) => MailParagraph[];
  sign: string;
};

const en: Texts = {
  subject: (type) => `Your request: ${type}`,
  follow: 'Follow your request here:',
  followLabel: 'See my request',
  sign: 'The Motorpool team',
  body: (mail, type) => {
    switch (mail.kind) {
      case 'confirm':
        return [
          { text: `We received a request for ${type} for this e-mail address.` },
          {
            text: 'To make sure it comes from you, confirm it. Nothing happens until you do.',
            link: { url: mail.link, label: 'Confirm my request' },
          },
          { text: `The link expires in ${mail.hours} hours and can be used once.` },
          { text: 'If you did not ask for this, ignore this e-mail.' },
        ];
      case 'opened':
        return [{ text: `Your request for ${type} is open. We will answer by ${mail.due}.` }];
      case 'extended':
        return [
          { text: `We need more time to answer your request for ${type}, until ${mail.due}.` },
          { text: `The reason: ${mail.reason}` },
        ];
      case 'onHold':
        return [
          {
            text: 'You have a rental in progress, so your data cannot be deleted yet. Please wait: we will delete it as soon as the rental has ended, without any further step on your part.',
          },
        ];
      case 'ready':
        return [{ text: `Your data is ready. You can download it until ${mail.until}.` }];
      case 'deleted':
        return [
          { text: 'Your data has been deleted.' },
          ...keptLines(mail.kept, 'en', 'The law requires us to keep the following:'),
        ];
      case 'answered':
        return [
          {
            text:
              mail.outcome === 'completed'
                ? `Your request for ${type} has been completed.`
                : `Your request for ${type} has been declined.`,
          },
          { text: mail.note },
        ];
    }
  },
};

const ar: Texts = {
  subject: (type) => `طلبك: ${type}`,
  follow: 'تابع طلبك من هنا:',
  followLabel: 'عرض طلبي',
  sign: 'فريق موتوربول',
  body: (mail, type) => {
    switch (mail.kind) {
      case 'confirm':
        return [
          { text: `استلمنا طلب ${type} لعنوان البريد الإلكتروني هذا.` },
          {
            text: 'للتأكد من أنه منك، أكّده. لن يحدث شيء قبل تأكيدك.',
            link: { url: mail.link, label: 'تأكيد طلبي' },
          },
          { text: `تنتهي صلاحية الرابط خلال ${mail.hours} ساعة ويُستخدم مرة واحدة.` },
          { text: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة.' },
        ];
      case 'opened':
        return [{ text: `طلبك (${type}) مفتوح. سنرد عليك في موعد أقصاه ${mail.due}.` }];
      case 'extended':
        return [
          { text: `نحتاج إلى وقت إضافي للرد على طلبك (${type}) حتى ${mail.due}.` },
          { text: `السبب: ${mail.reason}` },
        ];
      case 'onHold':
        return [
          {
            text: 'لديك تأجير جارٍ، لذا لا يمكن حذف بياناتك بعد. يرجى الانتظار: سنحذفها فور انتهاء التأجير دون أي خطوة أخرى منك.',
          },
        ];
      case 'ready':
        return [{ text: `بياناتك جاهزة. يمكنك تنزيلها حتى ${mail.until}.` }];
      case 'deleted':
        return [
          { text: 'حُذفت بياناتك.' },
          ...keptLines(mail.kept, 'ar', 'يلزمنا القانون بالاحتفاظ بما يلي:'),
        ];
      case 'answered':
        return [
          {
            text: mail.outcome === 'completed' ? `اكتمل طلبك (${type}).` : `رُفض طلبك (${type}).`,
          },
          { text: mail.note },
        ];
    }
  },
};

function keptLines(kept: PrivacyKept[], language: Language, intro: string): MailParagraph[] {
  if (kept.length === 0) return [];
  return [
    { text: intro },
    ...kept.map((k) => ({ text: `${kindLabel(k.kind, language)} (${k.count}): ${k.reason}` })),
  ];
}

const texts: Record<Language, Texts> = { en, ar };

export function requesterMail(
  to: string,
  language: Language,
  type: PrivacyRequestType,
  mail: RequesterMail,
): MailMessage {
  const t = texts[language];
  const name = typeNames[language][type];
  const follow =
    'link' in mail && mail.link && mail.kind !== 'confirm'
      ? [{ text: t.follow, link: { url: mail.link, label: t.followLabel } }]
      : [];
  const content: MailContent = {
    subject: t.subject(name),
    paragraphs: [...t.body(mail, name), ...follow, { text: t.sign }],
  };
  return {
    to,
    subject: content.subject,
    text: plainText(content),
    html: renderHtml(content, language, {
      companyName: product,
      primaryColor: defaultPrimaryColor,
      logoUrl: null,
    }),
    locale: language,
    template: `privacy.${mail.kind}`,
    fromName: product,
  };
}
