// Phone, ID and driving licence numbers in the formats each country issues, drawn from a seeded
// generator so that every run of the seed produces the same customers.

export type Random = () => number;

/** mulberry32: small, fast and good enough to spread demo data; never for anything secret. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

export const digits = (random: Random, count: number): string =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/** The Luhn check digit that Saudi ID and iqama numbers and Emirates IDs end with. */
export function luhnDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return String((10 - (sum % 10)) % 10);
}

const pickDigit = (random: Random, choices: string) => pick(random, [...choices]);

/** A mobile number as people write it: country code, then groups of digits. */
export function mobilePhone(random: Random, country: string): string {
  switch (country) {
    case 'SA':
      return `+966 5${pickDigit(random, '0345689')} ${digits(random, 3)} ${digits(random, 4)}`;
    case 'AE':
      return `+971 5${pickDigit(random, '024568')} ${digits(random, 3)} ${digits(random, 4)}`;
    case 'KW':
      return `+965 ${pickDigit(random, '569')}${digits(random, 3)} ${digits(random, 4)}`;
    case 'EG':
      return `+20 1${pickDigit(random, '0125')} ${digits(random, 4)} ${digits(random, 4)}`;
    case 'JO':
      return `+962 7${pickDigit(random, '789')} ${digits(random, 3)} ${digits(random, 4)}`;
    case 'IN':
      return `+91 9${digits(random, 4)} ${digits(random, 5)}`;
    case 'PK':
      return `+92 3${pickDigit(random, '0123')}${digits(random, 1)} ${digits(random, 7)}`;
    case 'PH':
      return `+63 9${digits(random, 2)} ${digits(random, 3)} ${digits(random, 4)}`;
    case 'GB':
      return `+44 7${digits(random, 3)} ${digits(random, 6)}`;
    default:
      return `+1 (713) ${pickDigit(random, '2345678')}${digits(random, 2)}-${digits(random, 4)}`;
  }
}

export type Holder = {
  nationality: string;
  residence: string;
  dateOfBirth: string;
  gender: 'male' | 'female';
  firstName: string;
  lastName: string;
};

/**
 * The number on the document a rental desk copies: the national ID or iqama in Saudi Arabia,
 * the Emirates ID in the UAE, the civil ID in Kuwait, a passport for visitors.
 */
export function idNumberFor(random: Random, holder: Holder): string {
  const { residence, nationality, dateOfBirth } = holder;
  if (residence === 'SA') {
    const body = `${nationality === 'SA' ? '1' : '2'}${digits(random, 8)}`;
    return `${body}${luhnDigit(body)}`;
  }
  if (residence === 'AE') {
    const body = `784${dateOfBirth.slice(0, 4)}${digits(random, 7)}`;
    return `784-${dateOfBirth.slice(0, 4)}-${body.slice(7)}-${luhnDigit(body)}`;
  }
  if (residence === 'KW') {
    const century = dateOfBirth < '2000' ? '2' : '3';
    return `${century}${dateOfBirth.slice(2, 4)}${dateOfBirth.slice(5, 7)}${dateOfBirth.slice(8, 10)}${digits(random, 5)}`;
  }
  if (nationality === 'US') return `A${digits(random, 8)}`;
  return `5${digits(random, 8)}`;
}

const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** The driving licence number, in the format of the country that issued it. */
export function licenceNumberFor(
  random: Random,
  holder: Holder,
  idNumber: string,
  country: string,
): string {
  // Saudi and Kuwaiti licences carry the holder's ID number.
  if (country === 'SA' || country === 'KW') return idNumber;
  if (country === 'AE') return digits(random, 7).replace(/^0/, '1');
  if (country === 'GB') {
    // DVLA: surname, decade, month (+5 for women), day, year, initials, check, two letters
    const surname = holder.lastName
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .padEnd(5, '9')
      .slice(0, 5);
    const [year, month, day] = holder.dateOfBirth.split('-') as [string, string, string];
    const monthCode = String(Number(month) + (holder.gender === 'female' ? 50 : 0)).padStart(
      2,
      '0',
    );
    const initials = `${holder.firstName[0]!.toUpperCase()}9`;
    return `${surname}${year[2]}${monthCode}${day}${year[3]}${initials}${digits(random, 1)}${pick(random, [...letters])}${pick(random, [...letters])}`;
  }
  if (country === 'US') return digits(random, 8).replace(/^0/, '4');
  return `${pick(random, [...letters])}${digits(random, 7)}`;
}
