// The demo branches: Saudi Arabia (Riyadh, Jeddah, Dammam) and the UAE (Dubai, Abu Dhabi).
import type { BranchCreateInput, OperatingHours } from '@motorpool/domain/schemas/branch';

const day = (openTime: string, closeTime: string) => ({
  closed: false as const,
  openTime,
  closeTime,
});

// Gulf week: Sunday to Thursday working days, Friday and Saturday the weekend.
const cityHours: OperatingHours = {
  sunday: day('08:00', '22:00'),
  monday: day('08:00', '22:00'),
  tuesday: day('08:00', '22:00'),
  wednesday: day('08:00', '22:00'),
  thursday: day('08:00', '23:00'),
  friday: day('16:00', '23:00'),
  saturday: day('10:00', '22:00'),
};
const airportHours: OperatingHours = {
  sunday: day('00:00', '23:59'),
  monday: day('00:00', '23:59'),
  tuesday: day('00:00', '23:59'),
  wednesday: day('00:00', '23:59'),
  thursday: day('00:00', '23:59'),
  friday: day('00:00', '23:59'),
  saturday: day('00:00', '23:59'),
};
const officeHours: OperatingHours = { ...cityHours, friday: { closed: true } };

export type SeedBranch = Omit<BranchCreateInput, 'managerId'>;

export const demoBranches: SeedBranch[] = [
  {
    name: 'Riyadh Airport',
    code: 'RUH-AIR',
    address: 'King Khalid International Airport, Terminal 5 arrivals',
    city: 'Riyadh',
    country: 'SA',
    phone: '+966 11 555 0110',
    email: 'ruh.airport@demo.test',
    latitude: 24.9576,
    longitude: 46.6988,
    status: 'active',
    operatingHours: airportHours,
    amenities: ['parking', 'wifi', 'waitingLounge', 'airportShuttle', 'afterHoursReturn'],
  },
  {
    name: 'Riyadh Olaya',
    code: 'RUH-OLY',
    address: 'King Fahd Road, Al Olaya, Riyadh 12214',
    city: 'Riyadh',
    country: 'SA',
    phone: '+966 11 555 0120',
    email: 'ruh.olaya@demo.test',
    latitude: 24.6942,
    longitude: 46.6853,
    status: 'active',
    operatingHours: cityHours,
    amenities: ['parking', 'wifi', 'evCharging', 'carWash', 'accessibleFacilities'],
  },
  {
    name: 'Jeddah Corniche',
    code: 'JED-COR',
    address: 'Corniche Road, Al Shati, Jeddah 23514',
    city: 'Jeddah',
    country: 'SA',
    phone: '+966 12 555 0130',
    email: 'jed.corniche@demo.test',
    latitude: 21.5953,
    longitude: 39.1066,
    status: 'active',
    operatingHours: cityHours,
    amenities: ['parking', 'wifi', 'waitingLounge', 'carWash'],
  },
  {
    name: 'Dammam King Fahd Airport',
    code: 'DMM-AIR',
    address: 'King Fahd International Airport, Arrivals Hall',
    city: 'Dammam',
    country: 'SA',
    phone: '+966 13 555 0140',
    email: 'dmm.airport@demo.test',
    latitude: 26.4712,
    longitude: 49.7979,
    status: 'active',
    operatingHours: airportHours,
    amenities: ['parking', 'airportShuttle', 'afterHoursReturn'],
  },
  {
    name: 'Dubai Marina',
    code: 'DXB-MAR',
    address: 'Al Marsa Street, Dubai Marina, Dubai',
    city: 'Dubai',
    country: 'AE',
    phone: '+971 4 555 0150',
    email: 'dxb.marina@demo.test',
    latitude: 25.0805,
    longitude: 55.1403,
    status: 'active',
    operatingHours: cityHours,
    amenities: ['parking', 'wifi', 'evCharging', 'waitingLounge'],
  },
  {
    name: 'Abu Dhabi Corniche',
    code: 'AUH-COR',
    address: 'Corniche Road West, Al Khalidiyah, Abu Dhabi',
    city: 'Abu Dhabi',
    country: 'AE',
    phone: '+971 2 555 0160',
    email: 'auh.corniche@demo.test',
    latitude: 24.4764,
    longitude: 54.3213,
    status: 'maintenance',
    operatingHours: officeHours,
    amenities: ['parking', 'accessibleFacilities'],
  },
];

export const acmeBranches: SeedBranch[] = [
  {
    name: 'Dubai Airport Terminal 3',
    code: 'DXB-T3',
    address: 'Dubai International Airport, Terminal 3 arrivals',
    city: 'Dubai',
    country: 'AE',
    phone: '+971 4 555 0199',
    email: 'dxb.t3@acme.test',
    latitude: 25.2528,
    longitude: 55.3644,
    status: 'active',
    operatingHours: airportHours,
    amenities: ['parking', 'wifi', 'airportShuttle', 'afterHoursReturn'],
  },
];
