import type { Language } from '@motorpool/domain/locale-lists';
import type { MailMessage } from '../../lib/outbox.ts';

type Links = { link: string; forgotLink: string };
type Template = (p: { name: string } & Links) => { subject: string; text: string };

const templates: Record<
  'verifyEmail' | 'resetPassword' | 'passwordChanged' | 'registrationAttempt',
  Record<Language, Template>
> = {
  verifyEmail: {
    en: ({ name, link }) => ({
      subject: 'Confirm your e-mail address',
      text: `Hello ${name},\n\nPlease confirm your e-mail address to activate your account:\n${link}\n\nThe link expires in 24 hours.`,
    }),
    ar: ({ name, link }) => ({
      subject: 'تأكيد بريدك الإلكتروني',
      text: `مرحبًا ${name}،\n\nيرجى تأكيد بريدك الإلكتروني لتفعيل حسابك:\n${link}\n\nتنتهي صلاحية الرابط خلال 24 ساعة.`,
    }),
  },
  resetPassword: {
    en: ({ name, link }) => ({
      subject: 'Reset your password',
      text: `Hello ${name},\n\nUse this link to choose a new password:\n${link}\n\nThe link expires in 24 hours. If you did not ask for it, ignore this e-mail.`,
    }),
    ar: ({ name, link }) => ({
      subject: 'إعادة تعيين كلمة المرور',
      text: `مرحبًا ${name}،\n\nاستخدم هذا الرابط لاختيار كلمة مرور جديدة:\n${link}\n\nتنتهي صلاحية الرابط خلال 24 ساعة. إذا لم تطلب ذلك فتجاهل هذه الرسالة.`,
    }),
  },
  // Sent instead of a second account where the company asks for e-mail verification, so the
  // registration form does not tell a stranger which addresses have an account.
  registrationAttempt: {
    en: ({ name, link, forgotLink }) => ({
      subject: 'Someone tried to register with your e-mail address',
      text: `Hello ${name},\n\nSomeone just tried to create an account with this e-mail address, which already has one. Sign in here:\n${link}\n\nIf you forgot your password, reset it here:\n${forgotLink}\n\nIf this was not you, you can ignore this e-mail.`,
    }),
    ar: ({ name, link, forgotLink }) => ({
      subject: 'محاولة تسجيل ببريدك الإلكتروني',
      text: `مرحبًا ${name}،\n\nحاول أحدهم للتو إنشاء حساب بهذا البريد الإلكتروني، ولديه حساب بالفعل. سجّل الدخول من هنا:\n${link}\n\nإذا نسيت كلمة المرور فأعد تعيينها من هنا:\n${forgotLink}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة.`,
    }),
  },
  passwordChanged: {
    en: ({ name }) => ({
      subject: 'Your password was changed',
      text: `Hello ${name},\n\nThe password of your account was just changed. If this was not you, reset your password at once and contact support.`,
    }),
    ar: ({ name }) => ({
      subject: 'تم تغيير كلمة المرور',
      text: `مرحبًا ${name}،\n\nتم تغيير كلمة مرور حسابك للتو. إذا لم تكن أنت، فأعد تعيين كلمة المرور فورًا وتواصل مع الدعم.`,
    }),
  },
};

export function authMail(
  kind: keyof typeof templates,
  to: { email: string; firstName: string },
  locale: Language,
  links: Partial<Links> = {},
): MailMessage {
  const text = templates[kind][locale]({ name: to.firstName, link: '', forgotLink: '', ...links });
  return { to: to.email, locale, template: kind, ...text };
}
