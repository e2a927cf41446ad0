// The columns of the customers export, and how an import file's headers and values map back.
import type { Currency, Language } from '@motorpool/domain/locale-lists';
import type { LoyaltyTier } from '@motorpool/domain/loyalty';
import { formatMinor, parseMoney } from '@motorpool/domain/money';
import type { CustomerView } from '@motorpool/domain/schemas/customer';
import type {
  ContactMethod,
  CustomerStatus,
  CustomerType,
  Gender,
} from '@motorpool/domain/value-lists';
import type { ExportColumn } from '../../lib/tabular/export.ts';
import { type Label, labelKey, namesByLabel } from '../../lib/tabular/labels.ts';

// What an import reads: the create form's fields; the status is not among them, since an
// imported customer starts pending like any other whose documents nobody checked yet.
export const transferFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'secondaryPhone',
  'idNumber',
  'dateOfBirth',
  'gender',
  'nationality',
  'drivingLicenseNumber',
  'licenseExpiryDate',
  'licenseCountry',
  'preferredContactMethod',
  'preferredLanguage',
  'customerType',
  'country',
  'city',
  'state',
  'street',
  'postalCode',
  'creditLimit',
  'emergencyContactName',
  'emergencyContactPhone',
  'relationship',
  'fax',
  'website',
  'notes',
] as const;
export type TransferField = (typeof transferFields)[number];

// The web app's names for the same fields (customers.json `fields`, `columns`, `stats`).
const labels: Record<TransferField, Label> = {
  firstName: { en: 'First name', ar: 'الاسم الأول' },
  lastName: { en: 'Last name', ar: 'اسم العائلة' },
  email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  secondaryPhone: { en: 'Secondary phone', ar: 'هاتف إضافي' },
  idNumber: { en: 'ID number', ar: 'رقم الهوية' },
  dateOfBirth: { en: 'Date of birth', ar: 'تاريخ الميلاد' },
  gender: { en: 'Gender', ar: 'الجنس' },
  nationality: { en: 'Nationality', ar: 'الجنسية' },
  drivingLicenseNumber: { en: 'Driving licence number', ar: 'رقم رخصة القيادة' },
  licenseExpiryDate: { en: 'Licence expiry date', ar: 'تاريخ انتهاء الرخصة' },
  licenseCountry: { en: 'Licence country', ar: 'بلد إصدار الرخصة' },
  preferredContactMethod: { en: 'Preferred contact method', ar: 'طريقة التواصل المفضلة' },
  preferredLanguage: { en: 'Preferred language', ar: 'اللغة المفضلة' },
  customerType: { en: 'Customer type', ar: 'نوع العميل' },
  country: { en: 'Country', ar: 'الدولة' },
  city: { en: 'City', ar: 'المدينة' },
  state: { en: 'State or region', ar: 'المنطقة' },
  street: { en: 'Street', ar: 'الشارع' },
  postalCode: { en: 'Postal code', ar: 'الرمز البريدي' },
  creditLimit: { en: 'Credit limit', ar: 'حد الائتمان' },
  emergencyContactName: { en: 'Emergency contact', ar: 'جهة اتصال للطوارئ' },
  emergencyContactPhone: { en: 'Emergency contact phone', ar: 'هاتف جهة الطوارئ' },
  relationship: { en: 'Relationship', ar: 'صلة القرابة' },
  fax: { en: 'Fax', ar: 'الفاكس' },
  website: { en: 'Website', ar: 'الموقع الإلكتروني' },
  notes: { en: 'Notes', ar: 'ملاحظات' },
};

// Figures the export adds; an import ignores them (they are derived or set by staff).
const reportLabels = {
  status: { en: 'Status', ar: 'الحالة' },
  totalRentals: { en: 'Rentals', ar: 'الإيجارات' },
  totalSpent: { en: 'Total spent', ar: 'إجمالي الإنفاق' },
  loyaltyPoints: { en: 'Loyalty points', ar: 'نقاط الولاء' },
  loyaltyTier: { en: 'Loyalty tier', ar: 'فئة الولاء' },
  createdAt: { en: 'Created', ar: 'تاريخ الإنشاء' },
} satisfies Record<string, Label>;

const valueLabels: {
  gender: Record<Gender, Label>;
  preferredContactMethod: Record<ContactMethod, Label>;
  preferredLanguage: Record<Language, Label>;
  customerType: Record<CustomerType, Label>;
} = {
  gender: { male: { en: 'Male', ar: 'ذكر' }, female: { en: 'Female', ar: 'أنثى' } },
  preferredContactMethod: {
    email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
    phone: { en: 'Phone call', ar: 'مكالمة هاتفية' },
    sms: { en: 'SMS', ar: 'رسالة نصية' },
    whatsapp: { en: 'WhatsApp', ar: 'واتساب' },
  },
  preferredLanguage: {
    en: { en: 'English', ar: 'الإنجليزية' },
    ar: { en: 'Arabic', ar: 'العربية' },
  },
  customerType: {
    individual: { en: 'Individual', ar: 'فرد' },
    corporate: { en: 'Corporate', ar: 'شركة' },
  },
};

const statusLabels: Record<CustomerStatus, Label> = {
  active: { en: 'Active', ar: 'نشط' },
  inactive: { en: 'Inactive', ar: 'غير نشط' },
  suspended: { en: 'Suspended', ar: 'موقوف' },
  pending: { en: 'Pending', ar: 'قيد التحقق' },
  blacklisted: { en: 'Blacklisted', ar: 'محظور' },
};

const tierLabels: Record<LoyaltyTier, Label> = {
  bronze: { en: 'Bronze', ar: 'برونزي' },
  silver: { en: 'Silver', ar: 'فضي' },
  gold: { en: 'Gold', ar: 'ذهبي' },
  platinum: { en: 'Platinum', ar: 'بلاتيني' },
};

export const exportTitle: Label = { en: 'Customers', ar: 'العملاء' };

type Labelled = keyof typeof valueLabels;
const isLabelled = (field: TransferField): field is Labelled => field in valueLabels;

/** The creation day in the company's time zone, as YYYY-MM-DD. */
function dayIn(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (iso: string) => format.format(new Date(iso));
}

export function exportColumns(
  language: Language,
  currency: Currency,
  timeZone = 'UTC',
): ExportColumn<CustomerView>[] {
  const money = (minor: number) => formatMinor(minor, currency);
  const day = dayIn(timeZone);
  const fields = transferFields.map((field): ExportColumn<CustomerView> => {
    const header = labels[field][language];
    if (field === 'creditLimit') {
      return { header: `${header} (${currency})`, value: (c) => money(c.creditLimit) };
    }
    if (isLabelled(field)) {
      const names = valueLabels[field] as Record<string, Label>;
      return { header, value: (c) => (c[field] ? names[c[field]]?.[language] : null) };
    }
    return { header, value: (c) => c[field] };
  });
  const r = (key: keyof typeof reportLabels) => reportLabels[key][language];
  return [
    ...fields,
    { header: r('status'), value: (c) => statusLabels[c.status][language] },
    { header: r('totalRentals'), value: (c) => c.totalRentals },
    { header: `${r('totalSpent')} (${currency})`, value: (c) => money(c.totalSpent) },
    { header: r('loyaltyPoints'), value: (c) => c.loyaltyPoints },
    { header: r('loyaltyTier'), value: (c) => tierLabels[c.loyaltyTier][language] },
    { header: r('createdAt'), value: (c) => day(c.createdAt) },
  ];
}

const fieldByHeader = namesByLabel(labels);

const valueByLabel = {
  gender: namesByLabel(valueLabels.gender),
  preferredContactMethod: namesByLabel(valueLabels.preferredContactMethod),
  preferredLanguage: namesByLabel(valueLabels.preferredLanguage),
  customerType: namesByLabel(valueLabels.customerType),
} satisfies Record<Labelled, Map<string, string>>;

/**
 * One file row as customer-create input. Headers in either language or the field names;
 * labelled values as exported; the credit limit in major units of the company's currency.
 * Unknown columns (the export's status and figures) are ignored, empty cells absent, and a
 * value that does not convert is passed on as text for the schema to refuse.
 */
export function rowToInput(
  values: Record<string, string>,
  currency: Currency,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [header, raw] of Object.entries(values)) {
    const field = fieldByHeader.get(labelKey(header));
    const value = raw.trim();
    if (!field || value === '') continue;
    if (field === 'creditLimit') {
      const amount = parseMoney(value.replace(/,/g, ''), currency);
      input.creditLimit = amount.ok ? amount.minor : value;
    } else if (isLabelled(field)) {
      input[field] = valueByLabel[field].get(labelKey(value)) ?? value;
    } else {
      input[field] = value;
    }
  }
  return input;
}
