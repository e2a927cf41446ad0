// What a person reads of their archive and their erasure, in English and Arabic: the names of
// the kinds of data, the archive's summary and why each kept record stays.
import type { Language } from '@motorpool/domain/locale-lists';

type Texts = {
  kinds: Record<string, string>;
  reasons: Record<KeptReason, string>;
  summary: {
    title: string;
    email: string;
    prepared: string;
    nothing: string;
    platform: string;
    filesHeading: string;
    dataJson: string;
    csv: string;
    files: string;
    documents: (count: number) => string;
  };
};

export type KeptReason = 'tax' | 'trail' | 'agreed' | 'request';

const en: Texts = {
  kinds: {
    accounts: 'Accounts',
    'customer-profiles': 'Customer profiles',
    'sign-in-providers': 'Sign-in providers',
    'sign-ins': 'Sign-in history',
    notifications: 'Notifications',
    'notification-settings': 'Notification settings',
    documents: 'Your documents',
    reviews: 'Reviews',
    'offers-used': 'Offers used',
    consents: 'Cookie choices',
    'terms-accepted': 'Terms accepted',
    activity: 'Changes you made',
    bookings: 'Bookings',
    'booking-documents': 'Booking documents',
    rentals: 'Rentals',
    'rental-extensions': 'Rental extensions',
    inspections: 'Vehicle inspections',
    'rental-documents': 'Rental documents',
    payments: 'Payments',
    refunds: 'Refunds',
    newsletter: 'Newsletter subscription',
    'contact-requests': 'Contact requests',
    'privacy-requests': 'Data requests',
    'sign-ups': 'Company sign-ups',
  },
  reasons: {
    tax: 'Tax law requires invoices, payments and rental contracts to be kept for six years; your name, contact details and notes have been removed from them.',
    trail:
      'The company’s history of changes cannot be altered: it keeps what each change recorded at the time, and only the company’s staff can read it.',
    agreed:
      'Which terms and cookie choices were agreed, and when, is kept as proof; with your name removed it names no one.',
    request: 'The record that your request was made and answered.',
  },
  summary: {
    title: 'Your data held in Motorpool',
    email: 'E-mail address',
    prepared: 'Prepared on',
    nothing: 'No company holds any data under this address.',
    platform: 'Motorpool (the platform itself)',
    filesHeading: 'What the files in this archive are',
    dataJson: 'data.json: everything listed above, per company, in one file (JSON).',
    csv: '<company>/<kind>.csv: one table per kind of data, a row per record (CSV, UTF-8).',
    files: '<company>/files/: the documents uploaded for you, under their own names.',
    documents: (count) => `Stored documents: ${count}`,
  },
};

const ar: Texts = {
  kinds: {
    accounts: 'الحسابات',
    'customer-profiles': 'ملفات العميل',
    'sign-in-providers': 'مزوّدو تسجيل الدخول',
    'sign-ins': 'سجل تسجيل الدخول',
    notifications: 'الإشعارات',
    'notification-settings': 'إعدادات الإشعارات',
    documents: 'مستنداتك',
    reviews: 'التقييمات',
    'offers-used': 'العروض المستخدمة',
    consents: 'اختيارات ملفات تعريف الارتباط',
    'terms-accepted': 'الشروط المقبولة',
    activity: 'التغييرات التي أجريتها',
    bookings: 'الحجوزات',
    'booking-documents': 'مستندات الحجوزات',
    rentals: 'عقود الإيجار',
    'rental-extensions': 'تمديدات الإيجار',
    inspections: 'فحوص المركبات',
    'rental-documents': 'مستندات الإيجار',
    payments: 'المدفوعات',
    refunds: 'المبالغ المستردة',
    newsletter: 'الاشتراك في النشرة البريدية',
    'contact-requests': 'طلبات التواصل',
    'privacy-requests': 'طلبات البيانات',
    'sign-ups': 'تسجيلات الشركات',
  },
  reasons: {
    tax: 'يوجب قانون الضرائب الاحتفاظ بالفواتير والمدفوعات وعقود الإيجار ست سنوات؛ وقد أُزيل منها اسمك وبيانات التواصل والملاحظات.',
    trail:
      'لا يمكن تعديل سجل التغييرات لدى الشركة: فهو يحتفظ بما سجّله كل تغيير في حينه، ولا يطّلع عليه إلا موظفو الشركة.',
    agreed:
      'يُحتفظ بالشروط واختيارات ملفات تعريف الارتباط التي وافقت عليها وتاريخ موافقتك دليلًا؛ وبعد إزالة اسمك لا تدل على أحد.',
    request: 'سجل تقديم طلبك والرد عليه.',
  },
  summary: {
    title: 'بياناتك المحفوظة في Motorpool',
    email: 'البريد الإلكتروني',
    prepared: 'تاريخ الإعداد',
    nothing: 'لا تحتفظ أي شركة ببيانات تحت هذا العنوان.',
    platform: 'Motorpool (المنصة نفسها)',
    filesHeading: 'ما تحتويه ملفات هذا الأرشيف',
    dataJson: 'data.json: كل ما ورد أعلاه، لكل شركة، في ملف واحد (JSON).',
    csv: '<company>/<kind>.csv: جدول لكل نوع من البيانات، وصف لكل سجل (CSV بترميز UTF-8).',
    files: '<company>/files/: المستندات المرفوعة لك بأسمائها الأصلية.',
    documents: (count) => `المستندات المحفوظة: ${count}`,
  },
};

export const personDataTexts = (language: Language): Texts => (language === 'ar' ? ar : en);

/** Why each kept kind of record stays after erasure. */
export const keptReasonOf: Record<string, KeptReason> = {
  bookings: 'tax',
  'booking-documents': 'tax',
  rentals: 'tax',
  'rental-extensions': 'tax',
  inspections: 'tax',
  'rental-documents': 'tax',
  payments: 'tax',
  refunds: 'tax',
  activity: 'trail',
  'terms-accepted': 'agreed',
  consents: 'agreed',
  'privacy-requests': 'request',
};

/** A kind's name in the reader's language (the kind itself for one no text names). */
export const kindLabel = (kind: string, language: Language) =>
  personDataTexts(language).kinds[kind] ?? kind;
