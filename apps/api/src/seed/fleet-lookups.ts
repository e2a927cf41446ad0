// The demo's lookup lists: every company's standard lists (lookups/standard-lists.ts) and the
// demo's own places; the extras (EXTRA) are seeded with the reservations that book them
// (reservation-add-ons.ts).
import { type StandardLookup, standardLookups } from '../modules/lookups/standard-lists.ts';

export const seedLookups: Record<string, StandardLookup[]> = {
  ...standardLookups,
  LOCATION: [
    {
      code: 'LOCATION_RUH_AIRPORT',
      name: 'King Khalid International Airport',
      nameAr: 'مطار الملك خالد الدولي',
    },
    {
      code: 'LOCATION_JED_AIRPORT',
      name: 'King Abdulaziz International Airport',
      nameAr: 'مطار الملك عبدالعزيز الدولي',
    },
    {
      code: 'LOCATION_DMM_AIRPORT',
      name: 'King Fahd International Airport',
      nameAr: 'مطار الملك فهد الدولي',
    },
    {
      code: 'LOCATION_DXB_AIRPORT',
      name: 'Dubai International Airport',
      nameAr: 'مطار دبي الدولي',
    },
    {
      code: 'LOCATION_AUH_AIRPORT',
      name: 'Zayed International Airport',
      nameAr: 'مطار زايد الدولي',
    },
    { code: 'LOCATION_RIYADH_OLAYA', name: 'Olaya, Riyadh', nameAr: 'العليا، الرياض' },
  ],
};
