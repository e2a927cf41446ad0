// Languages, countries, weekdays and currencies.

export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

export const languageNativeNames: Readonly<Record<Language, string>> = {
  en: 'English',
  ar: 'العربية',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

// Registration country options (ISO 3166-1 alpha-2).
export const registrationCountries = [
  'SA',
  'AE',
  'US',
  'GB',
  'CA',
  'AU',
  'DE',
  'FR',
  'IN',
  'PK',
] as const;
export type RegistrationCountry = (typeof registrationCountries)[number];

export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof weekdays)[number];

// ISO 4217 codes with their minor-unit exponent (digits after the decimal point).
export const currencyExponents = {
  SAR: 2,
  AED: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  QAR: 2,
  EGP: 2,
} as const satisfies Record<string, number>;
export type Currency = keyof typeof currencyExponents;

export const supportedCurrencies = [
  'SAR',
  'AED',
  'USD',
  'EUR',
  'GBP',
  'KWD',
  'BHD',
  'OMR',
  'QAR',
  'EGP',
] as const satisfies readonly Currency[];

export const defaultCurrency: Currency = 'SAR';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && Object.hasOwn(currencyExponents, value);
}
