// The HTTP layer's own messages (a failed, cancelled or timed-out call, a session that
// ended), part of the validation messages under `http.*`, and apart from them so the web app's
// API client can word a failed call without downloading every message of both languages.
import type { Language } from './locale-lists.ts';

const english = {
  validationFailed: 'Please correct the errors highlighted below.',
  unauthorized: 'Unauthorized access',
  forbidden: 'Access forbidden',
  notFound: 'Resource not found',
  serverError: 'Server error occurred',
  requestTimeout: 'Request timeout',
  unknownError: 'An unknown error occurred',
  networkError: 'Network error occurred',
  requestCancelled: 'Request cancelled',
  sessionExpired: 'Your session has expired. Please login again.',
  invalidSession: 'Invalid session',
} as const satisfies Record<string, string>;

export type HttpMessageName = keyof typeof english;

const arabic: Readonly<Record<HttpMessageName, string>> = {
  validationFailed: 'يرجى تصحيح الأخطاء المميزة أدناه.',
  unauthorized: 'وصول غير مصرح به',
  forbidden: 'الوصول ممنوع',
  notFound: 'المورد غير موجود',
  serverError: 'حدث خطأ في الخادم',
  requestTimeout: 'انتهت مهلة الطلب',
  unknownError: 'حدث خطأ غير معروف',
  networkError: 'حدث خطأ في الشبكة',
  requestCancelled: 'أُلغي الطلب',
  sessionExpired: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  invalidSession: 'جلسة غير صالحة',
};

const keyed = <T extends Record<string, string>>(table: T) =>
  Object.fromEntries(Object.entries(table).map(([name, text]) => [`http.${name}`, text])) as {
    readonly [K in keyof T as `http.${K & string}`]: T[K];
  };

export const httpMessagesEn = keyed(english);
export const httpMessagesAr: Readonly<Record<`http.${HttpMessageName}`, string>> = keyed(arabic);

/** The message of `http.{name}` in `language`. */
export function formatHttpMessage(name: HttpMessageName, language: Language = 'en'): string {
  return (language === 'ar' ? arabic : english)[name];
}
