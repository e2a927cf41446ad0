// Models common in Gulf rental fleets, with their specifications and daily rates.
import type {
  FuelType,
  Transmission,
  VehicleCategory,
  VehicleFeature,
} from '@motorpool/domain/value-lists';

export type SeedModel = {
  make: string;
  model: string;
  wmi: string;
  category: VehicleCategory;
  fuelType: FuelType;
  transmission: Transmission;
  seats: number;
  doors: number;
  engine: string;
  horsepower: number;
  fuelCapacity: number;
  trunkCapacity: number;
  /** SAR per day in halalas (minor units) */
  rate: number;
  features: VehicleFeature[];
};

const basic: VehicleFeature[] = ['airConditioning', 'bluetooth'];
const comfort: VehicleFeature[] = [...basic, 'backupCamera', 'cruiseControl'];
const premium: VehicleFeature[] = [...comfort, 'gps', 'leatherSeats', 'heatedSeats', 'sunroof'];

const m = (
  make: string,
  model: string,
  wmi: string,
  category: VehicleCategory,
  spec: [FuelType, Transmission, number, number, string, number, number, number, number],
  features: VehicleFeature[],
): SeedModel => {
  const [fuelType, transmission, seats, doors, engine, horsepower, fuelCapacity, trunk, rate] =
    spec;
  return {
    make,
    model,
    wmi,
    category,
    fuelType,
    transmission,
    seats,
    doors,
    engine,
    horsepower,
    fuelCapacity,
    trunkCapacity: trunk,
    rate,
    features,
  };
};

export const catalogue: SeedModel[] = [
  m(
    'Nissan',
    'Sunny',
    'JN1',
    'economy',
    ['gasoline', 'cvt', 5, 4, '1.6L I4', 118, 41, 490, 11000],
    basic,
  ),
  m(
    'Hyundai',
    'Accent',
    'KMH',
    'economy',
    ['gasoline', 'automatic', 5, 4, '1.6L I4', 121, 45, 480, 11500],
    basic,
  ),
  m(
    'Toyota',
    'Yaris',
    'JTD',
    'economy',
    ['gasoline', 'cvt', 5, 4, '1.5L I4', 106, 42, 476, 12000],
    basic,
  ),
  m(
    'Mitsubishi',
    'Attrage',
    'ML3',
    'economy',
    ['gasoline', 'manual', 5, 4, '1.2L I3', 78, 42, 450, 9500],
    basic,
  ),
  m(
    'Toyota',
    'Corolla',
    'JTD',
    'compact',
    ['hybrid', 'cvt', 5, 4, '1.8L I4 Hybrid', 138, 43, 470, 15000],
    comfort,
  ),
  m(
    'Hyundai',
    'Elantra',
    'KMH',
    'compact',
    ['gasoline', 'automatic', 5, 4, '2.0L I4', 147, 47, 474, 15500],
    comfort,
  ),
  m(
    'Kia',
    'Cerato',
    'KNA',
    'compact',
    ['gasoline', 'automatic', 5, 4, '2.0L I4', 147, 50, 502, 14500],
    comfort,
  ),
  m(
    'Mazda',
    '3',
    'JM1',
    'compact',
    ['gasoline', 'automatic', 5, 4, '2.0L I4', 155, 51, 444, 16000],
    comfort,
  ),
  m(
    'Toyota',
    'Camry',
    'JTD',
    'midsize',
    ['hybrid', 'cvt', 5, 4, '2.5L I4 Hybrid', 208, 50, 428, 22000],
    comfort,
  ),
  m(
    'Hyundai',
    'Sonata',
    'KMH',
    'midsize',
    ['gasoline', 'automatic', 5, 4, '2.5L I4', 191, 60, 462, 21000],
    comfort,
  ),
  m(
    'Nissan',
    'Altima',
    'JN1',
    'midsize',
    ['gasoline', 'cvt', 5, 4, '2.5L I4', 188, 61, 436, 20000],
    comfort,
  ),
  m(
    'Kia',
    'K5',
    'KNA',
    'midsize',
    ['gasoline', 'automatic', 5, 4, '2.5L I4', 191, 60, 453, 20500],
    comfort,
  ),
  m(
    'Toyota',
    'Avalon',
    'JTD',
    'fullsize',
    ['gasoline', 'automatic', 5, 4, '3.5L V6', 301, 60, 453, 28000],
    premium,
  ),
  m(
    'Nissan',
    'Maxima',
    'JN1',
    'fullsize',
    ['gasoline', 'cvt', 5, 4, '3.5L V6', 300, 68, 405, 27000],
    premium,
  ),
  m(
    'Ford',
    'Taurus',
    '1FA',
    'fullsize',
    ['gasoline', 'automatic', 5, 4, '2.0L EcoBoost', 245, 65, 570, 25000],
    comfort,
  ),
  m(
    'Chrysler',
    '300',
    '2C3',
    'fullsize',
    ['gasoline', 'automatic', 5, 4, '3.6L V6', 292, 72, 462, 26000],
    premium,
  ),
  m(
    'Mercedes-Benz',
    'E-Class',
    'WDD',
    'luxury',
    ['gasoline', 'automatic', 5, 4, '2.0L Turbo I4', 255, 66, 540, 85000],
    premium,
  ),
  m(
    'BMW',
    '5 Series',
    'WBA',
    'luxury',
    ['gasoline', 'automatic', 5, 4, '2.0L TwinPower', 248, 68, 530, 82000],
    premium,
  ),
  m(
    'Lexus',
    'ES 350',
    'JTH',
    'luxury',
    ['gasoline', 'automatic', 5, 4, '3.5L V6', 302, 60, 473, 70000],
    premium,
  ),
  m(
    'Genesis',
    'G80',
    'KMT',
    'luxury',
    ['gasoline', 'automatic', 5, 4, '2.5L Turbo I4', 300, 73, 424, 65000],
    premium,
  ),
  m(
    'Toyota',
    'Land Cruiser',
    'JTM',
    'suv',
    ['gasoline', 'automatic', 7, 5, '3.5L Twin-Turbo V6', 409, 80, 1004, 55000],
    premium,
  ),
  m(
    'Nissan',
    'Patrol',
    'JN8',
    'suv',
    ['gasoline', 'automatic', 8, 5, '5.6L V8', 400, 140, 467, 52000],
    premium,
  ),
  m(
    'Hyundai',
    'Tucson',
    'KM8',
    'suv',
    ['gasoline', 'automatic', 5, 5, '2.5L I4', 187, 54, 620, 24000],
    comfort,
  ),
  m(
    'Kia',
    'Sportage',
    'KNA',
    'suv',
    ['diesel', 'automatic', 5, 5, '2.0L CRDi', 185, 54, 591, 23000],
    comfort,
  ),
  m(
    'GMC',
    'Yukon',
    '1GK',
    'suv',
    ['gasoline', 'automatic', 8, 5, '5.3L V8', 355, 91, 722, 60000],
    premium,
  ),
  m(
    'Tesla',
    'Model Y',
    '5YJ',
    'suv',
    ['electric', 'automatic', 5, 5, 'Dual Motor AWD', 384, 0, 854, 45000],
    premium,
  ),
  m(
    'Ford',
    'Mustang Convertible',
    '1FA',
    'convertible',
    ['gasoline', 'automatic', 4, 2, '5.0L V8', 450, 61, 323, 60000],
    premium,
  ),
  m(
    'BMW',
    '4 Series Convertible',
    'WBA',
    'convertible',
    ['gasoline', 'automatic', 4, 2, '2.0L TwinPower', 255, 59, 300, 75000],
    premium,
  ),
  m(
    'MINI',
    'Cooper Convertible',
    'WMW',
    'convertible',
    ['gasoline', 'manual', 4, 2, '1.5L I3 Turbo', 134, 44, 215, 35000],
    comfort,
  ),
];

export const paints: { name: string; hex: string }[] = [
  { name: 'White', hex: '#f8f9fa' },
  { name: 'Pearl White', hex: '#e9ecef' },
  { name: 'Silver', hex: '#adb5bd' },
  { name: 'Graphite Grey', hex: '#495057' },
  { name: 'Black', hex: '#212529' },
  { name: 'Midnight Blue', hex: '#1c3d7a' },
  { name: 'Red', hex: '#c92a2a' },
  { name: 'Desert Beige', hex: '#d9b98c' },
];
