// The columns of the users export and how an import file's headers map back onto them.
import type { Language } from '@motorpool/domain/locale-lists';
import type { UserStatus } from '@motorpool/domain/value-lists';
import type { ExportColumn } from '../../lib/tabular/export.ts';
import type { UserRow } from './repository.ts';

type Label = Record<Language, string>;

export const importFields = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'roles',
  'status',
  'password',
] as const;
export type ImportField = (typeof importFields)[number];

const labels: Record<ImportField | 'createdAt' | 'lastLoginAt', Label> = {
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  firstName: { en: 'First name', ar: 'الاسم الأول' },
  lastName: { en: 'Last name', ar: 'اسم العائلة' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  roles: { en: 'Roles', ar: 'الأدوار' },
  status: { en: 'Status', ar: 'الحالة' },
  password: { en: 'Password', ar: 'كلمة المرور' },
  createdAt: { en: 'Created', ar: 'تاريخ الإنشاء' },
  lastLoginAt: { en: 'Last sign-in', ar: 'آخر تسجيل دخول' },
};

const statusLabels: Record<UserStatus, Label> = {
  active: { en: 'Active', ar: 'نشط' },
  inactive: { en: 'Inactive', ar: 'غير نشط' },
  suspended: { en: 'Suspended', ar: 'موقوف' },
};

// The system roles as the web app names them (its `roles` namespace); a company's own roles
// leave under their own name.
const roleLabels: Record<string, Label> = {
  admin: { en: 'Administrator', ar: 'مسؤول النظام' },
  manager: { en: 'Branch Manager', ar: 'مدير الفرع' },
  employee: { en: 'Employee', ar: 'موظف' },
  staff: { en: 'Staff Member', ar: 'عضو فريق العمل' },
  viewer: { en: 'Viewer', ar: 'مشاهد' },
  customer: { en: 'Customer', ar: 'عميل' },
};

export const exportTitle: Label = { en: 'Users', ar: 'المستخدمون' };

// Minutes are enough in a report, in the company's time zone, which the value states.
function stamper(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (date: Date | null) =>
    date ? `${format.format(date).replace(',', '')} ${timeZone}` : null;
}

export function exportColumns(language: Language, timeZone = 'UTC'): ExportColumn<UserRow>[] {
  const header = (field: keyof typeof labels) => labels[field][language];
  const stamp = stamper(timeZone);
  const role = (name: string) => roleLabels[name]?.[language] ?? name;
  return [
    { header: header('email'), value: (u) => u.email },
    { header: header('firstName'), value: (u) => u.firstName },
    { header: header('lastName'), value: (u) => u.lastName },
    { header: header('phone'), value: (u) => u.phone },
    {
      header: header('roles'),
      value: (u) => u.roles.map(role).join(language === 'ar' ? '، ' : ', '),
    },
    { header: header('status'), value: (u) => statusLabels[u.status][language] },
    { header: header('createdAt'), value: (u) => stamp(u.createdAt) },
    { header: header('lastLoginAt'), value: (u) => stamp(u.lastLoginAt) },
  ];
}

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const fieldByHeader = new Map<string, ImportField>(
  importFields.flatMap((field) => [
    [normalise(field), field] as const,
    [normalise(labels[field].en), field] as const,
    [normalise(labels[field].ar), field] as const,
  ]),
);

const roleByLabel = new Map<string, string>(
  Object.entries(roleLabels).flatMap(([name, label]) => [
    [normalise(label.en), name] as const,
    [normalise(label.ar), name] as const,
  ]),
);

const statusByLabel = new Map<string, string>(
  Object.entries(statusLabels).flatMap(([status, label]) => [
    [normalise(status), status] as const,
    [normalise(label.en), status] as const,
    [normalise(label.ar), status] as const,
  ]),
);

/**
 * One file row as user-create input: headers in either language (or the field names),
 * statuses as exported, roles separated by commas; columns the import does not know (the
 * export's dates) are ignored, empty cells count as absent.
 */
export function rowToInput(values: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [header, value] of Object.entries(values)) {
    const field = fieldByHeader.get(normalise(header));
    if (!field || value === '') continue;
    if (field === 'roles') {
      input.roles = value
        .split(/[,;|،]/)
        .map((r) => r.trim())
        .filter(Boolean)
        .map((r) => roleByLabel.get(normalise(r)) ?? r);
    } else if (field === 'status') {
      input.status = statusByLabel.get(normalise(value)) ?? value;
    } else {
      input[field] = value;
    }
  }
  return input;
}
