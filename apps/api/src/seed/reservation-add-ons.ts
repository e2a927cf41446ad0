// The extras a demo company rents beside its cars (EXTRA lookups), seeded with the reservations
// that book them; the insurance options come with the fleet's lookup lists.
// Each value is a price in minor units per day or per rental (add-on-price.ts).
import { addOnPriceValue } from '@motorpool/domain/add-on-price';
import type { Tx } from '../db/engine.ts';
import { lookups } from '../db/schema/index.ts';

type SeedExtra = { code: string; name: string; nameAr: string; price: number; perDay: boolean };

const extras: SeedExtra[] = [
  {
    code: 'EXTRA_CHILD_SEAT',
    name: 'Child seat',
    nameAr: 'مقعد أطفال',
    price: 2_500,
    perDay: true,
  },
  { code: 'EXTRA_GPS', name: 'GPS navigation', nameAr: 'جهاز ملاحة', price: 2_000, perDay: true },
  {
    code: 'EXTRA_ADDITIONAL_DRIVER',
    name: 'Additional driver',
    nameAr: 'سائق إضافي',
    price: 3_500,
    perDay: true,
  },
  {
    code: 'EXTRA_WIFI_HOTSPOT',
    name: 'Mobile Wi-Fi hotspot',
    nameAr: 'نقطة اتصال واي فاي متنقلة',
    price: 3_000,
    perDay: true,
  },
  {
    code: 'EXTRA_AIRPORT_DELIVERY',
    name: 'Airport delivery',
    nameAr: 'التوصيل إلى المطار',
    price: 15_000,
    perDay: false,
  },
  {
    code: 'EXTRA_PREPAID_FUEL',
    name: 'Prepaid full tank',
    nameAr: 'خزان وقود مدفوع مسبقًا',
    price: 18_000,
    perDay: false,
  },
];

export async function seedExtras(tx: Tx, tenantId: string): Promise<void> {
  await tx
    .insert(lookups)
    .values(
      extras.map((e, i) => ({
        tenantId,
        type: 'EXTRA',
        code: e.code,
        name: e.name,
        nameAr: e.nameAr,
        value: addOnPriceValue({ price: e.price, unit: e.perDay ? 'day' : 'rental' }),
        sortOrder: (i + 1) * 10,
      })),
    )
    .onConflictDoNothing();
}
