import type { Language } from '@motorpool/domain/locale-lists';
import type { MailMessage } from '../../lib/outbox.ts';

type Template = (p: { name: string; link: string }) => { subject: string; text: string };

const templates: Record<
  'verifyEmail' | 'resetPassword' | 'passwordChanged',
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
  link = '',
): MailMessage {
  return { to: to.email, locale, ...templates[kind][locale]({ name: to.firstName, link }) };
}
