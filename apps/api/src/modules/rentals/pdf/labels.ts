// The words printed on rental contracts and receipts, in both languages. Value names follow
// the web app's (settings damage catalogue, vehicle categories) so paper and screen agree.
import type { Language } from '@motorpool/domain/locale-lists';
import { fillIn, integer } from '../../../lib/pdf/format.ts';
import type { RentalPdfKind } from '@motorpool/domain/schemas/rental';
import type {
  DamageSeverity,
  InspectionDiagramView,
} from '@motorpool/domain/schemas/rental-inspection';
import type {
  DamageLocation,
  DamageType,
  VehicleCategory,
  VehicleCondition,
} from '@motorpool/domain/value-lists';

type Label = Record<Language, string>;

export const titles: Record<RentalPdfKind, Label> = {
  contract: { en: 'Rental contract', ar: 'عقد التأجير' },
  receipt: { en: 'Rental receipt', ar: 'إيصال التأجير' },
};

export const words = {
  rentalNumber: { en: 'Rental number', ar: 'رقم التأجير' },
  reservationNumber: { en: 'Reservation number', ar: 'رقم الحجز' },
  issued: { en: 'Issued', ar: 'تاريخ الإصدار' },
  customer: { en: 'Customer', ar: 'العميل' },
  name: { en: 'Name', ar: 'الاسم' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  vehicle: { en: 'Vehicle', ar: 'المركبة' },
  plate: { en: 'Plate', ar: 'رقم اللوحة' },
  category: { en: 'Category', ar: 'الفئة' },
  period: { en: 'Rental period', ar: 'مدة التأجير' },
  pickup: { en: 'Pickup', ar: 'الاستلام' },
  return: { en: 'Return', ar: 'الإرجاع' },
  pickupBranch: { en: 'Pickup branch', ar: 'فرع الاستلام' },
  returnBranch: { en: 'Return branch', ar: 'فرع الإرجاع' },
  pickupDate: { en: 'Pickup date', ar: 'تاريخ الاستلام' },
  returnDate: { en: 'Return date', ar: 'تاريخ الإرجاع' },
  originalReturnDate: { en: 'Originally due', ar: 'موعد الإرجاع الأصلي' },
  actualPickup: { en: 'Picked up', ar: 'تم الاستلام' },
  actualReturn: { en: 'Returned', ar: 'تم الإرجاع' },
  pricing: { en: 'Price', ar: 'السعر' },
  description: { en: 'Description', ar: 'الوصف' },
  quantity: { en: 'Qty', ar: 'الكمية' },
  unitPrice: { en: 'Unit price', ar: 'سعر الوحدة' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  dailyRate: { en: 'Daily rate × {days}', ar: 'السعر اليومي × {days}' },
  discount: { en: 'Discount', ar: 'الخصم' },
  fees: { en: 'Additional fees', ar: 'رسوم إضافية' },
  subtotal: { en: 'Subtotal', ar: 'المجموع الفرعي' },
  tax: { en: 'Tax ({rate})', ar: 'الضريبة ({rate})' },
  total: { en: 'Total', ar: 'الإجمالي' },
  deposit: { en: 'Security deposit', ar: 'مبلغ التأمين' },
  perDay: { en: 'per day', ar: 'لكل يوم' },
  extensions: { en: 'Extensions', ar: 'التمديدات' },
  extension: { en: 'Extended to {date} (+{days})', ar: 'تمديد إلى {date} (+{days})' },
  terms: { en: 'Rental terms', ar: 'شروط التأجير' },
  termLateReturn: {
    en: 'A return more than {minutes} minutes after the return time is charged {amount} per started hour, at most {daily} per 24 hours.',
    ar: 'يُحتسب على الإرجاع بعد موعده بأكثر من {minutes} دقيقة {amount} عن كل ساعة أو جزء منها، بحد أقصى {daily} لكل 24 ساعة.',
  },
  termKm: {
    en: '{km} km a day are included; each further kilometre costs {rate}.',
    ar: 'يشمل السعر {km} كم في اليوم؛ وكل كيلومتر إضافي بسعر {rate}.',
  },
  termUnlimitedKm: { en: 'Kilometres are unlimited.', ar: 'عدد الكيلومترات غير محدود.' },
  termFuel: {
    en: 'Fuel missing at return costs {rate} per started 10 % of the tank.',
    ar: 'يُحتسب عن الوقود الناقص عند الإرجاع {rate} عن كل 10 % من الخزان أو جزء منها.',
  },
  termDamage: {
    en: "New damage found at return is charged from the company's damage price list, unless the rental includes insurance cover.",
    ar: 'تُحتسب الأضرار الجديدة المكتشفة عند الإرجاع وفق قائمة أسعار الأضرار لدى الشركة، ما لم يشمل التأجير تغطية تأمينية.',
  },
  checkout: { en: 'Checkout', ar: 'تسليم المركبة' },
  checkin: { en: 'Return details', ar: 'تفاصيل الإرجاع' },
  mileage: { en: 'Mileage', ar: 'عداد المسافة' },
  startMileage: { en: 'Start mileage', ar: 'عداد البداية' },
  endMileage: { en: 'End mileage', ar: 'عداد النهاية' },
  distance: { en: 'Distance', ar: 'المسافة المقطوعة' },
  fuel: { en: 'Fuel', ar: 'الوقود' },
  fuelStart: { en: 'Fuel at pickup', ar: 'الوقود عند الاستلام' },
  fuelEnd: { en: 'Fuel at return', ar: 'الوقود عند الإرجاع' },
  condition: { en: 'Condition', ar: 'الحالة' },
  conditionEnd: { en: 'Condition at return', ar: 'الحالة عند الإرجاع' },
  notes: { en: 'Notes', ar: 'ملاحظات' },
  inspection: { en: 'Inspection at checkout', ar: 'الفحص عند التسليم' },
  returnInspection: { en: 'Inspection at return', ar: 'الفحص عند الإرجاع' },
  noMarks: { en: 'No damage recorded.', ar: 'لم يُسجَّل أي ضرر.' },
  noInspection: { en: 'No inspection recorded.', ar: 'لم يُسجَّل فحص.' },
  damage: { en: 'Damage', ar: 'الضرر' },
  location: { en: 'Location', ar: 'الموضع' },
  severity: { en: 'Severity', ar: 'الشدة' },
  newDamage: { en: 'new', ar: 'جديد' },
  signature: { en: 'Customer signature', ar: 'توقيع العميل' },
  signedBy: { en: 'Signed by {name}', ar: 'وقّعه {name}' },
  notSigned: { en: 'Not signed', ar: 'غير موقّع' },
  charges: { en: 'Additional charges', ar: 'الرسوم الإضافية' },
  noCharges: { en: 'No additional charges.', ar: 'لا توجد رسوم إضافية.' },
  waived: { en: 'Waived: {name}', ar: 'معفى: {name}' },
  chargesTotal: { en: 'Additional charges total', ar: 'إجمالي الرسوم الإضافية' },
  bookedTotal: { en: 'Rental price', ar: 'سعر التأجير' },
  totalCost: { en: 'Total cost', ar: 'التكلفة الإجمالية' },
  page: { en: 'Page {n} of {total}', ar: 'صفحة {n} من {total}' },
} satisfies Record<string, Label>;

export type Word = keyof typeof words;

export const viewNames: Record<InspectionDiagramView, Label> = {
  front: { en: 'Front', ar: 'الأمام' },
  back: { en: 'Back', ar: 'الخلف' },
  left: { en: 'Left', ar: 'اليسار' },
  right: { en: 'Right', ar: 'اليمين' },
  top: { en: 'Top', ar: 'الأعلى' },
};

export const severityNames: Record<DamageSeverity, Label> = {
  minor: { en: 'Minor', ar: 'طفيف' },
  moderate: { en: 'Moderate', ar: 'متوسط' },
  severe: { en: 'Severe', ar: 'شديد' },
};

export const conditionNames: Record<VehicleCondition, Label> = {
  excellent: { en: 'Excellent', ar: 'ممتازة' },
  good: { en: 'Good', ar: 'جيدة' },
  fair: { en: 'Fair', ar: 'مقبولة' },
  poor: { en: 'Poor', ar: 'سيئة' },
  damaged: { en: 'Damaged', ar: 'متضررة' },
};

// By language first: the vehicles module's export keeps the same names by value.
export const categoryNames: Record<Language, Record<VehicleCategory, string>> = {
  en: {
    economy: 'Economy',
    compact: 'Compact',
    midsize: 'Midsize',
    fullsize: 'Full size',
    luxury: 'Luxury',
    suv: 'SUV',
    convertible: 'Convertible',
  },
  ar: {
    economy: 'اقتصادية',
    compact: 'صغيرة',
    midsize: 'متوسطة',
    fullsize: 'كبيرة',
    luxury: 'فاخرة',
    suv: 'رياضية متعددة الاستخدامات',
    convertible: 'مكشوفة',
  },
};

export const damageTypeNames: Record<DamageType, Label> = {
  scratch: { en: 'Scratch', ar: 'خدش' },
  dent: { en: 'Dent', ar: 'انبعاج' },
  crack: { en: 'Crack', ar: 'شرخ' },
  chip: { en: 'Chip', ar: 'تشظٍّ' },
  broken: { en: 'Broken', ar: 'كسر' },
  missing: { en: 'Missing', ar: 'مفقود' },
  stain: { en: 'Stain', ar: 'بقعة' },
  tear: { en: 'Tear', ar: 'تمزّق' },
  burn: { en: 'Burn', ar: 'حرق' },
};

export const damageLocationNames: Record<DamageLocation, Label> = {
  front_bumper: { en: 'Front bumper', ar: 'الصدام الأمامي' },
  rear_bumper: { en: 'Rear bumper', ar: 'الصدام الخلفي' },
  hood: { en: 'Bonnet', ar: 'غطاء المحرك' },
  roof: { en: 'Roof', ar: 'السقف' },
  trunk: { en: 'Boot', ar: 'صندوق الأمتعة' },
  windshield: { en: 'Windscreen', ar: 'الزجاج الأمامي' },
  rear_window: { en: 'Rear window', ar: 'الزجاج الخلفي' },
  front_left_door: { en: 'Front left door', ar: 'الباب الأمامي الأيسر' },
  front_right_door: { en: 'Front right door', ar: 'الباب الأمامي الأيمن' },
  rear_left_door: { en: 'Rear left door', ar: 'الباب الخلفي الأيسر' },
  rear_right_door: { en: 'Rear right door', ar: 'الباب الخلفي الأيمن' },
  left_mirror: { en: 'Left mirror', ar: 'المرآة اليسرى' },
  right_mirror: { en: 'Right mirror', ar: 'المرآة اليمنى' },
  front_left_wheel: { en: 'Front left wheel', ar: 'العجلة الأمامية اليسرى' },
  front_right_wheel: { en: 'Front right wheel', ar: 'العجلة الأمامية اليمنى' },
  rear_left_wheel: { en: 'Rear left wheel', ar: 'العجلة الخلفية اليسرى' },
  rear_right_wheel: { en: 'Rear right wheel', ar: 'العجلة الخلفية اليمنى' },
  headlights: { en: 'Headlights', ar: 'المصابيح الأمامية' },
  taillights: { en: 'Tail lights', ar: 'المصابيح الخلفية' },
  interior_seats: { en: 'Seats', ar: 'المقاعد' },
  interior_dashboard: { en: 'Dashboard', ar: 'لوحة القيادة' },
  interior_floor: { en: 'Floor', ar: 'الأرضية' },
};

/** A word in the language, its `{name}` placeholders filled (lib/pdf/format.ts). */
export function say(word: Word, language: Language, params: Record<string, string | number> = {}) {
  return fillIn(words[word][language], params);
}

// Arabic counts agree with the number: يوم واحد، يومان، 3 أيام، 11 يومًا، 100 يوم.
const arabicDays: Record<Intl.LDMLPluralRule, (n: string) => string> = {
  zero: (n) => `${n} يوم`,
  one: () => 'يوم واحد',
  two: () => 'يومان',
  few: (n) => `${n} أيام`,
  many: (n) => `${n} يومًا`,
  other: (n) => `${n} يوم`,
};
const arabicPlural = new Intl.PluralRules('ar');

/** A number of days in words of the language, the figure in Western digits as the PDFs print. */
export function dayCount(days: number, language: Language): string {
  const n = integer(days);
  if (language === 'ar') return arabicDays[arabicPlural.select(days)](n);
  return days === 1 ? `${n} day` : `${n} days`;
}
