// The countries a company can sign up from, each with what it sets on the new company: its
// currency, time zone, VAT (basis points: 1500 = 15 %) and the city its first branch is in.
// The company changes any of them later in its settings.
import type { Currency } from './locale-lists.ts';

export type CompanyCountryDefaults = {
  currency: Currency;
  timeZone: string;
  taxRateBp: number;
  city: { en: string; ar: string };
};

export const companyCountryDefaults = {
  SA: {
    currency: 'SAR',
    timeZone: 'Asia/Riyadh',
    taxRateBp: 1500,
    city: { en: 'Riyadh', ar: 'الرياض' },
  },
  AE: { currency: 'AED', timeZone: 'Asia/Dubai', taxRateBp: 500, city: { en: 'Dubai', ar: 'دبي' } },
  KW: {
    currency: 'KWD',
    timeZone: 'Asia/Kuwait',
    taxRateBp: 0,
    city: { en: 'Kuwait City', ar: 'مدينة الكويت' },
  },
  BH: {
    currency: 'BHD',
    timeZone: 'Asia/Bahrain',
    taxRateBp: 1000,
    city: { en: 'Manama', ar: 'المنامة' },
  },
  OM: {
    currency: 'OMR',
    timeZone: 'Asia/Muscat',
    taxRateBp: 500,
    city: { en: 'Muscat', ar: 'مسقط' },
  },
  QA: { currency: 'QAR', timeZone: 'Asia/Qatar', taxRateBp: 0, city: { en: 'Doha', ar: 'الدوحة' } },
  EG: {
    currency: 'EGP',
    timeZone: 'Africa/Cairo',
    taxRateBp: 1400,
    city: { en: 'Cairo', ar: 'القاهرة' },
  },
  GB: {
    currency: 'GBP',
    timeZone: 'Europe/London',
    taxRateBp: 2000,
    city: { en: 'London', ar: 'لندن' },
  },
  US: {
    currency: 'USD',
    timeZone: 'America/New_York',
    taxRateBp: 0,
    city: { en: 'New York', ar: 'نيويورك' },
  },
} as const satisfies Record<string, CompanyCountryDefaults>;

export type CompanyCountry = keyof typeof companyCountryDefaults;

export const companyCountries = Object.keys(companyCountryDefaults) as [
  CompanyCountry,
  ...CompanyCountry[],
];
