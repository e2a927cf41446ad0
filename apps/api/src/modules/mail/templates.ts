import type { Language } from '@motorpool/domain/locale-lists';

/** One paragraph of a mail; a link stands on the line after its text (a button in HTML). */
export type MailParagraph = { text: string; link?: { url: string; label: string } };
export type MailContent = { subject: string; paragraphs: MailParagraph[] };

export type TemplateName =
  | 'verifyEmail'
  | 'resetPassword'
  | 'passwordChanged'
  | 'registrationAttempt'
  | 'bookingConfirmation';
/** A booking's facts as the mail prints them (dates and money already formatted). */
export type BookingFacts = {
  number: string;
  vehicle: string;
  pickup: string;
  dropOff: string;
  total: string;
};
type Params = { name: string; link: string; forgotLink: string; booking?: BookingFacts };
type Template = (p: Params) => MailContent;

const link = (url: string, label: string) => ({ url, label });

const noBooking: BookingFacts = { number: '', vehicle: '', pickup: '', dropOff: '', total: '' };

// A customer's own booking from the customer area; the facts arrive formatted for the reader.
const bookingConfirmation: Record<Language, Template> = {
  en: ({ name, link: url, booking: b = noBooking }) => ({
    subject: `Your booking ${b.number} is received`,
    paragraphs: [
      { text: `Hello ${name},` },
      { text: `Thank you for your booking. Your reservation number is ${b.number}.` },
      { text: `Car: ${b.vehicle}` },
      { text: `Pickup: ${b.pickup}` },
      { text: `Return: ${b.dropOff}` },
      { text: `Total: ${b.total}` },
      { text: 'See or manage your booking here:', link: link(url, 'View my booking') },
    ],
  }),
  ar: ({ name, link: url, booking: b = noBooking }) => ({
    subject: `تم استلام حجزك ${b.number}`,
    paragraphs: [
      { text: `مرحبًا ${name}،` },
      { text: `شكرًا لحجزك. رقم حجزك هو ${b.number}.` },
      { text: `السيارة: ${b.vehicle}` },
      { text: `الاستلام: ${b.pickup}` },
      { text: `الإرجاع: ${b.dropOff}` },
      { text: `الإجمالي: ${b.total}` },
      { text: 'اطّلع على حجزك أو عدّله من هنا:', link: link(url, 'عرض حجزي') },
    ],
  }),
};

export const templates: Record<TemplateName, Record<Language, Template>> = {
  bookingConfirmation,
  verifyEmail: {
    en: (p) => ({
      subject: 'Confirm your e-mail address',
      paragraphs: [
        { text: `Hello ${p.name},` },
        {
          text: 'Please confirm your e-mail address to activate your account:',
          link: link(p.link, 'Confirm e-mail address'),
        },
        { text: 'The link expires in 24 hours.' },
      ],
    }),
    ar: (p) => ({
      subject: 'تأكيد بريدك الإلكتروني',
      paragraphs: [
        { text: `مرحبًا ${p.name}،` },
        {
          text: 'يرجى تأكيد بريدك الإلكتروني لتفعيل حسابك:',
          link: link(p.link, 'تأكيد البريد الإلكتروني'),
        },
        { text: 'تنتهي صلاحية الرابط خلال 24 ساعة.' },
      ],
    }),
  },
  resetPassword: {
    en: (p) => ({
      subject: 'Reset your password',
      paragraphs: [
        { text: `Hello ${p.name},` },
        {
          text: 'Use this link to choose a new password:',
          link: link(p.link, 'Choose a new password'),
        },
        {
          text: 'The link expires in 24 hours. If you did not ask for it, ignore this e-mail.',
        },
      ],
    }),
    ar: (p) => ({
      subject: 'إعادة تعيين كلمة المرور',
      paragraphs: [
        { text: `مرحبًا ${p.name}،` },
        {
          text: 'استخدم هذا الرابط لاختيار كلمة مرور جديدة:',
          link: link(p.link, 'اختيار كلمة مرور جديدة'),
        },
        {
          text: 'تنتهي صلاحية الرابط خلال 24 ساعة. إذا لم تطلب ذلك فتجاهل هذه الرسالة.',
        },
      ],
    }),
  },
  // Sent instead of a second account where the company asks for e-mail verification, so the
  // registration form does not tell a stranger which addresses have an account.
  registrationAttempt: {
    en: (p) => ({
      subject: 'Someone tried to register with your e-mail address',
      paragraphs: [
        { text: `Hello ${p.name},` },
        {
          text: 'Someone just tried to create an account with this e-mail address, which already has one. Sign in here:',
          link: link(p.link, 'Sign in'),
        },
        {
          text: 'If you forgot your password, reset it here:',
          link: link(p.forgotLink, 'Reset password'),
        },
        { text: 'If this was not you, you can ignore this e-mail.' },
      ],
    }),
    ar: (p) => ({
      subject: 'محاولة تسجيل ببريدك الإلكتروني',
      paragraphs: [
        { text: `مرحبًا ${p.name}،` },
        {
          text: 'حاول أحدهم للتو إنشاء حساب بهذا البريد الإلكتروني، ولديه حساب بالفعل. سجّل الدخول من هنا:',
          link: link(p.link, 'تسجيل الدخول'),
        },
        {
          text: 'إذا نسيت كلمة المرور فأعد تعيينها من هنا:',
          link: link(p.forgotLink, 'إعادة تعيين كلمة المرور'),
        },
        { text: 'إذا لم تكن أنت، فتجاهل هذه الرسالة.' },
      ],
    }),
  },
  passwordChanged: {
    en: (p) => ({
      subject: 'Your password was changed',
      paragraphs: [
        { text: `Hello ${p.name},` },
        {
          text: 'The password of your account was just changed. If this was not you, reset your password at once and contact support.',
        },
      ],
    }),
    ar: (p) => ({
      subject: 'تم تغيير كلمة المرور',
      paragraphs: [
        { text: `مرحبًا ${p.name}،` },
        {
          text: 'تم تغيير كلمة مرور حسابك للتو. إذا لم تكن أنت، فأعد تعيين كلمة المرور فورًا وتواصل مع الدعم.',
        },
      ],
    }),
  },
};

/** The plain-text part: paragraphs apart by a blank line, each link on its own line. */
export const plainText = (content: MailContent): string =>
  content.paragraphs.map((p) => (p.link ? `${p.text}\n${p.link.url}` : p.text)).join('\n\n');
