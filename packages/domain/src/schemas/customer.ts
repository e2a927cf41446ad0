// Customer schemas (SPEC §3 Customer; §5 drawer: first name, last name, email, phone and
// ID number required; valid email, phone and licence number).
import type { z } from 'zod';
import { languages } from '../locale-lists.ts';
import { contactMethods, customerTypes, genders } from '../value-lists.ts';
import type { FieldBag, RefineCtx } from './common.ts';
import {
  addIssue,
  countryCode,
  dateOnly,
  email,
  idNumber,
  isoDate,
  licenseNumber,
  minorAmount,
  oneOf,
  optionalPhone,
  optionalText,
  phone,
  requiredText,
  strictObject,
  todayIso,
  url,
  whenObject,
} from './common.ts';

const customerFields = {
  firstName: requiredText(50),
  lastName: requiredText(50),
  email,
  phone,
  secondaryPhone: optionalPhone,
  idNumber,
  dateOfBirth: isoDate.optional(),
  gender: oneOf(genders).optional(),
  nationality: countryCode.optional(),
  drivingLicenseNumber: licenseNumber.optional(),
  licenseExpiryDate: isoDate.optional(),
  licenseCountry: countryCode.optional(),
  preferredContactMethod: oneOf(contactMethods).optional(),
  preferredLanguage: oneOf(languages).optional(),
  country: countryCode.optional(),
  city: optionalText(100),
  state: optionalText(100),
  street: optionalText(200),
  postalCode: optionalText(20),
  customerType: oneOf(customerTypes).optional(),
  creditLimit: minorAmount.optional(),
  emergencyContactName: optionalText(100),
  emergencyContactPhone: optionalPhone,
  relationship: optionalText(50),
  fax: optionalPhone,
  website: url.optional(),
  notes: optionalText(2000),
};

function birthDateInPast(value: FieldBag, ctx: RefineCtx): void {
  const birth = dateOnly(value.dateOfBirth);
  if (birth !== undefined && birth >= todayIso()) addIssue(ctx, 'dateOfBirth', 'generic.datePast');
}

// New customers start `pending` (documents to verify) unless staff verified them on the spot.
export const customerInitialStatuses = ['pending', 'active'] as const;

export const customerCreateSchema = strictObject({
  ...customerFields,
  status: oneOf(customerInitialStatuses).optional(),
}).superRefine(birthDateInPast, whenObject);
export type CustomerCreateInput = z.infer<typeof customerCreateSchema>;

// Status changes go through the actions (status-machines.ts), not through an update.
export const customerUpdateSchema = strictObject(customerFields)
  .partial()
  .superRefine(birthDateInPast, whenObject);
export type CustomerUpdateInput = z.infer<typeof customerUpdateSchema>;

// Body of POST /customers/{id}/suspend|activate|blacklist|verify.
export const customerStatusActionSchema = strictObject({ reason: optionalText(500) });
export type CustomerStatusActionInput = z.infer<typeof customerStatusActionSchema>;
