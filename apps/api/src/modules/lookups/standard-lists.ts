// The lookup lists every new company starts with, in English and Arabic: vehicle types, fuels,
// transmissions, insurance options (their value is a daily price in minor units) and payment
// methods. A company edits them in its settings; places and extras are its own to add.
import { lookupTypes } from '@motorpool/domain/schemas/lookup';
import type { Tx } from '../../db/engine.ts';
import { lookups } from '../../db/schema/index.ts';

export type StandardLookup = { code: string; name: string; nameAr: string; value?: string };

export const standardLookups: Record<string, StandardLookup[]> = {
  VEHICLE_TYPE: [
    { code: 'CAR_TYPE_SEDAN', name: 'Sedan', nameAr: 'سيدان' },
    { code: 'CAR_TYPE_HATCHBACK', name: 'Hatchback', nameAr: 'هاتشباك' },
    { code: 'CAR_TYPE_SUV', name: 'SUV', nameAr: 'مركبة رياضية متعددة الاستخدامات' },
    { code: 'CAR_TYPE_COUPE', name: 'Coupe', nameAr: 'كوبيه' },
    { code: 'CAR_TYPE_CONVERTIBLE', name: 'Convertible', nameAr: 'مكشوفة' },
    { code: 'CAR_TYPE_VAN', name: 'Van', nameAr: 'فان' },
    { code: 'CAR_TYPE_PICKUP', name: 'Pickup', nameAr: 'بيك أب' },
  ],
  FUEL_TYPE: [
    { code: 'FUEL_TYPE_GASOLINE', name: 'Gasoline', nameAr: 'بنزين', value: 'gasoline' },
    { code: 'FUEL_TYPE_DIESEL', name: 'Diesel', nameAr: 'ديزل', value: 'diesel' },
    { code: 'FUEL_TYPE_HYBRID', name: 'Hybrid', nameAr: 'هجين', value: 'hybrid' },
    { code: 'FUEL_TYPE_ELECTRIC', name: 'Electric', nameAr: 'كهربائي', value: 'electric' },
  ],
  TRANSMISSION_TYPE: [
    { code: 'TRANSMISSION_AUTOMATIC', name: 'Automatic', nameAr: 'أوتوماتيك', value: 'automatic' },
    { code: 'TRANSMISSION_MANUAL', name: 'Manual', nameAr: 'يدوي', value: 'manual' },
    { code: 'TRANSMISSION_CVT', name: 'CVT', nameAr: 'ناقل حركة متغير باستمرار', value: 'cvt' },
  ],
  INSURANCE_OPTION: [
    { code: 'INSURANCE_BASIC', name: 'Basic cover', nameAr: 'تغطية أساسية', value: '0' },
    { code: 'INSURANCE_FULL', name: 'Comprehensive cover', nameAr: 'تأمين شامل', value: '4500' },
    {
      code: 'INSURANCE_ZERO_EXCESS',
      name: 'Zero excess',
      nameAr: 'إعفاء كامل من التحمل',
      value: '7500',
    },
    {
      code: 'INSURANCE_PERSONAL_ACCIDENT',
      name: 'Personal accident',
      nameAr: 'تأمين الحوادث الشخصية',
      value: '2500',
    },
  ],
  PAYMENT_METHOD: [
    { code: 'PAYMENT_CASH', name: 'Cash', nameAr: 'نقدًا' },
    { code: 'PAYMENT_CARD', name: 'Credit card', nameAr: 'بطاقة ائتمان' },
    { code: 'PAYMENT_MADA', name: 'mada', nameAr: 'مدى' },
    { code: 'PAYMENT_APPLE_PAY', name: 'Apple Pay', nameAr: 'Apple Pay' },
    { code: 'PAYMENT_STC_PAY', name: 'STC Pay', nameAr: 'STC Pay' },
    { code: 'PAYMENT_BANK_TRANSFER', name: 'Bank transfer', nameAr: 'تحويل بنكي' },
  ],
};

/** Writes the standard lists into a new company (a list it already holds is left as it is). */
export async function insertStandardLookups(tx: Tx, tenantId: string): Promise<void> {
  const rows = lookupTypes.flatMap((type) =>
    (standardLookups[type] ?? []).map((l, i) => ({
      tenantId,
      type,
      code: l.code,
      name: l.name,
      nameAr: l.nameAr,
      value: l.value ?? null,
      sortOrder: (i + 1) * 10,
    })),
  );
  if (rows.length > 0) await tx.insert(lookups).values(rows).onConflictDoNothing();
}
