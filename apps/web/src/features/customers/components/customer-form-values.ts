import type { CustomerUpdateInput } from '@motorpool/domain/schemas/customer';
import type { CustomerView } from '../../../api/customers/customer-view.ts';

// Free-text fields: an emptied one is sent as '' so an edit can clear it.
const textFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'idNumber',
  'city',
  'state',
  'street',
  'postalCode',
  'emergencyContactName',
  'relationship',
  'notes',
] as const;

// Fields with a format or a list of values: empty means "not given".
const formattedFields = [
  'secondaryPhone',
  'dateOfBirth',
  'gender',
  'nationality',
  'drivingLicenseNumber',
  'licenseExpiryDate',
  'licenseCountry',
  'preferredContactMethod',
  'preferredLanguage',
  'country',
  'customerType',
  'emergencyContactPhone',
  'fax',
  'website',
] as const;

type TextField = (typeof textFields)[number] | (typeof formattedFields)[number];

export type CustomerFormValues = Record<TextField, string> & {
  /** only when creating: pending (to verify) or active (verified on the spot) */
  status: 'pending' | 'active';
  /** in major units as typed; the API takes minor units */
  creditLimit: number | string;
};

// The drawer's tabs, and which tab shows each field (a failed check opens the first one).
export const customerFormTabs = ['personal', 'contact', 'address', 'documents', 'rentals'] as const;
export type CustomerFormTab = (typeof customerFormTabs)[number];

export const customerFieldTabs: Record<string, CustomerFormTab> = {
  firstName: 'personal',
  lastName: 'personal',
  idNumber: 'personal',
  dateOfBirth: 'personal',
  gender: 'personal',
  nationality: 'personal',
  customerType: 'personal',
  status: 'personal',
  drivingLicenseNumber: 'personal',
  licenseExpiryDate: 'personal',
  licenseCountry: 'personal',
  creditLimit: 'personal',
  notes: 'personal',
  email: 'contact',
  phone: 'contact',
  secondaryPhone: 'contact',
  preferredContactMethod: 'contact',
  preferredLanguage: 'contact',
  fax: 'contact',
  website: 'contact',
  emergencyContactName: 'contact',
  emergencyContactPhone: 'contact',
  relationship: 'contact',
  country: 'address',
  city: 'address',
  state: 'address',
  street: 'address',
  postalCode: 'address',
};

// In the order a check walks them: the required ones first.
export const customerFormFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'idNumber',
  ...Object.keys(customerFieldTabs).filter(
    (f) => !['firstName', 'lastName', 'email', 'phone', 'idNumber'].includes(f),
  ),
];

export function initialCustomerValues(customer?: CustomerView): CustomerFormValues {
  const values = { status: 'pending', creditLimit: '' } as CustomerFormValues;
  for (const field of [...textFields, ...formattedFields]) values[field] = customer?.[field] ?? '';
  if (!customer) values.customerType = 'individual';
  return values;
}

export function toCustomerInput(
  values: CustomerFormValues,
  creditLimitMinor: number | undefined,
  creating: boolean,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of textFields) input[field] = values[field];
  for (const field of formattedFields) if (values[field] !== '') input[field] = values[field];
  if (creditLimitMinor !== undefined) input.creditLimit = creditLimitMinor;
  if (creating) input.status = values.status;
  return input;
}

// PATCH only what changed.
export function changedCustomerFields(
  parsed: CustomerUpdateInput,
  customer: CustomerView,
): CustomerUpdateInput {
  const current = customer as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).filter(([key, value]) => (current[key] ?? '') !== value),
  ) as CustomerUpdateInput;
}
