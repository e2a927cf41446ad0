import type { RegistrationCountry } from '@motorpool/domain/locale-lists';

export type RegistrationValues = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  licenseNumber: string;
  licenseExpiryDate: string;
  licenseIssuingCountry: RegistrationCountry | '';
  address: string;
  city: string;
  country: RegistrationCountry | '';
  postalCode: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  agreeToTerms: boolean;
  marketingConsent: boolean;
};

export type RegistrationField = keyof RegistrationValues;

// The wizard's tabs and the fields each one validates before moving on.
export const registrationSteps = [
  { id: 'personal', fields: ['firstName', 'lastName', 'dateOfBirth'] },
  { id: 'contact', fields: ['email', 'phone', 'password', 'confirmPassword'] },
  { id: 'license', fields: ['licenseNumber', 'licenseExpiryDate', 'licenseIssuingCountry'] },
  { id: 'address', fields: ['address', 'city', 'country', 'postalCode'] },
  {
    id: 'emergency',
    fields: ['emergencyContactName', 'emergencyContactPhone', 'agreeToTerms', 'marketingConsent'],
  },
] as const satisfies readonly { id: string; fields: readonly RegistrationField[] }[];

export type RegistrationStepId = (typeof registrationSteps)[number]['id'];

export const emptyRegistration: RegistrationValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  licenseNumber: '',
  licenseExpiryDate: '',
  licenseIssuingCountry: '',
  address: '',
  city: '',
  country: '',
  postalCode: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  agreeToTerms: false,
  marketingConsent: false,
};

// Form values → the request body: empty optional text left out, the rest as typed.
export function registrationInput(values: RegistrationValues): Record<string, unknown> {
  const { postalCode, ...rest } = values;
  const trimmed = postalCode.trim();
  return trimmed ? { ...rest, postalCode: trimmed } : rest;
}

export function stepOfField(field: string): number {
  return registrationSteps.findIndex((step) => (step.fields as readonly string[]).includes(field));
}
