// The columns of the vehicles export, and how an import file's headers and values map back.
import type { Currency, Language } from '@motorpool/domain/locale-lists';
import { formatMinor, parseMoney } from '@motorpool/domain/money';
import type {
  FuelType,
  Transmission,
  VehicleCategory,
  VehicleFeature,
  VehicleStatus,
} from '@motorpool/domain/value-lists';
import type { ExportColumn } from '../../lib/tabular/export.ts';
import type { VehicleRow } from './repository.ts';

type Label = Record<Language, string>;

export const transferFields = [
  'make',
  'model',
  'year',
  'vin',
  'licensePlate',
  'color',
  'category',
  'status',
  'branch',
  'dailyRate',
  'mileage',
  'fuelType',
  'transmission',
  'seatingCapacity',
  'features',
  'engine',
  'horsepower',
  'doors',
] as const;
export type TransferField = (typeof transferFields)[number];

const labels: Record<TransferField, Label> = {
  make: { en: 'Make', ar: 'الشركة المصنعة' },
  model: { en: 'Model', ar: 'الطراز' },
  year: { en: 'Year', ar: 'سنة الصنع' },
  vin: { en: 'VIN', ar: 'رقم الهيكل' },
  licensePlate: { en: 'License plate', ar: 'رقم اللوحة' },
  color: { en: 'Color', ar: 'اللون' },
  category: { en: 'Category', ar: 'الفئة' },
  status: { en: 'Status', ar: 'الحالة' },
  branch: { en: 'Branch code', ar: 'رمز الفرع' },
  dailyRate: { en: 'Daily rate', ar: 'السعر اليومي' },
  mileage: { en: 'Mileage', ar: 'عداد المسافة' },
  fuelType: { en: 'Fuel type', ar: 'نوع الوقود' },
  transmission: { en: 'Transmission', ar: 'ناقل الحركة' },
  seatingCapacity: { en: 'Seats', ar: 'عدد المقاعد' },
  features: { en: 'Features', ar: 'المزايا' },
  engine: { en: 'Engine', ar: 'المحرك' },
  horsepower: { en: 'Horsepower', ar: 'القدرة الحصانية' },
  doors: { en: 'Doors', ar: 'عدد الأبواب' },
};

// Every value list leaves in the reader's language (the web app's names for the same values).
const valueLabels: {
  category: Record<VehicleCategory, Label>;
  status: Record<VehicleStatus, Label>;
  fuelType: Record<FuelType, Label>;
  transmission: Record<Transmission, Label>;
  features: Record<VehicleFeature, Label>;
} = {
  category: {
    economy: { en: 'Economy', ar: 'اقتصادية' },
    compact: { en: 'Compact', ar: 'صغيرة' },
    midsize: { en: 'Midsize', ar: 'متوسطة' },
    fullsize: { en: 'Full size', ar: 'كبيرة' },
    luxury: { en: 'Luxury', ar: 'فاخرة' },
    suv: { en: 'SUV', ar: 'رياضية متعددة الاستخدامات' },
    convertible: { en: 'Convertible', ar: 'مكشوفة' },
  },
  status: {
    available: { en: 'Available', ar: 'متاحة' },
    rented: { en: 'Rented', ar: 'مؤجرة' },
    maintenance: { en: 'Maintenance', ar: 'في الصيانة' },
    retired: { en: 'Retired', ar: 'خارج الخدمة' },
  },
  fuelType: {
    gasoline: { en: 'Gasoline', ar: 'بنزين' },
    diesel: { en: 'Diesel', ar: 'ديزل' },
    hybrid: { en: 'Hybrid', ar: 'هجين' },
    electric: { en: 'Electric', ar: 'كهربائي' },
  },
  transmission: {
    manual: { en: 'Manual', ar: 'يدوي' },
    automatic: { en: 'Automatic', ar: 'أوتوماتيك' },
    cvt: { en: 'CVT', ar: 'ناقل حركة متغير باستمرار' },
  },
  features: {
    airConditioning: { en: 'Air conditioning', ar: 'تكييف هواء' },
    bluetooth: { en: 'Bluetooth', ar: 'بلوتوث' },
    gps: { en: 'GPS navigation', ar: 'ملاحة GPS' },
    backupCamera: { en: 'Backup camera', ar: 'كاميرا خلفية' },
    heatedSeats: { en: 'Heated seats', ar: 'مقاعد مدفأة' },
    sunroof: { en: 'Sunroof', ar: 'فتحة سقف' },
    leatherSeats: { en: 'Leather seats', ar: 'مقاعد جلدية' },
    cruiseControl: { en: 'Cruise control', ar: 'مثبّت سرعة' },
  },
};

const listSeparator: Label = { en: ', ', ar: '، ' };

function featureLabel(feature: string, language: Language): string {
  return Object.hasOwn(valueLabels.features, feature)
    ? valueLabels.features[feature as VehicleFeature][language]
    : feature;
}

export const exportTitle: Label = { en: 'Vehicles', ar: 'المركبات' };

export type ExportVehicle = VehicleRow & { branchCode: string };

export function exportColumns(
  language: Language,
  currency: Currency,
): ExportColumn<ExportVehicle>[] {
  const h = (field: TransferField) => labels[field][language];
  return [
    { header: h('make'), value: (v) => v.make },
    { header: h('model'), value: (v) => v.model },
    { header: h('year'), value: (v) => v.year },
    { header: h('vin'), value: (v) => v.vin },
    { header: h('licensePlate'), value: (v) => v.licensePlate },
    { header: h('color'), value: (v) => v.color },
    { header: h('category'), value: (v) => valueLabels.category[v.category][language] },
    { header: h('status'), value: (v) => valueLabels.status[v.status][language] },
    { header: h('branch'), value: (v) => v.branchCode },
    { header: `${h('dailyRate')} (${currency})`, value: (v) => formatMinor(v.dailyRate, currency) },
    { header: h('mileage'), value: (v) => v.mileage },
    { header: h('fuelType'), value: (v) => valueLabels.fuelType[v.fuelType][language] },
    { header: h('transmission'), value: (v) => valueLabels.transmission[v.transmission][language] },
    { header: h('seatingCapacity'), value: (v) => v.seatingCapacity },
    {
      header: h('features'),
      value: (v) => v.features.map((f) => featureLabel(f, language)).join(listSeparator[language]),
    },
    { header: h('engine'), value: (v) => v.engine },
    { header: h('horsepower'), value: (v) => v.horsepower },
    { header: h('doors'), value: (v) => v.doors },
  ];
}

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\(.*\)$/, '')
    .replace(/[\s_-]+/g, '');

const fieldByHeader = new Map<string, TransferField>(
  transferFields.flatMap((field) => [
    [normalise(field), field] as const,
    [normalise(labels[field].en), field] as const,
    [normalise(labels[field].ar), field] as const,
  ]),
);
fieldByHeader.set('branchid', 'branch');

const valueByLabel = Object.fromEntries(
  Object.entries(valueLabels).map(([field, byValue]) => [
    field,
    new Map<string, string>(
      Object.entries(byValue as Record<string, Label>).flatMap(([value, label]) => [
        [normalise(value), value] as const,
        [normalise(label.en), value] as const,
        [normalise(label.ar), value] as const,
      ]),
    ),
  ]),
) as Record<keyof typeof valueLabels, Map<string, string>>;

const integerFields = new Set<TransferField>([
  'year',
  'mileage',
  'seatingCapacity',
  'horsepower',
  'doors',
]);

/**
 * One file row as vehicle-create input (branch still as written: a code or an id). Headers
 * in either language or the field names; labelled values as exported; the daily rate in
 * major units of the company's currency. Unknown columns are ignored, empty cells absent,
 * and a value that does not convert is passed on as text for the schema to refuse.
 */
export function rowToInput(
  values: Record<string, string>,
  currency: Currency,
): Record<string, unknown> & { branch?: string } {
  const input: Record<string, unknown> = {};
  for (const [header, raw] of Object.entries(values)) {
    const field = fieldByHeader.get(normalise(header));
    const value = raw.trim();
    if (!field || value === '') continue;
    if (field === 'dailyRate') {
      const money = parseMoney(value.replace(/,/g, ''), currency);
      input.dailyRate = money.ok ? money.minor : value;
    } else if (integerFields.has(field)) {
      input[field] = /^-?\d+$/.test(value) ? Number(value) : value;
    } else if (field === 'features') {
      input.features = value
        .split(/[,;|،]/)
        .map((f) => f.trim())
        .filter(Boolean)
        .map((f) => valueByLabel.features.get(normalise(f)) ?? f);
    } else if (field in valueByLabel) {
      const map = valueByLabel[field as keyof typeof valueLabels];
      input[field] = map.get(normalise(value)) ?? value;
    } else {
      input[field] = value;
    }
  }
  return input;
}
