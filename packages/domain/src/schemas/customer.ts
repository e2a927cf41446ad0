// Customer schemas (the drawer: first name, last name, email, phone and
// ID number required; valid email, phone and licence number).
import { z } from 'zod';
import { languages } from '../locale-lists.ts';
import { loyaltyTiers } from '../loyalty.ts';
import { contactMethods, customerStatuses, customerTypes, genders } from '../value-lists.ts';
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
  pagedView,
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

// GET /customers: the sort fields and the fields `filter[field][op]` takes.
export const customerSortFields = [
  'createdAt',
  'firstName',
  'lastName',
  'email',
  'licenseExpiryDate',
  'status',
] as const;
export type CustomerSortField = (typeof customerSortFields)[number];

export const customerFilterFields = [
  'status',
  'customerType',
  'nationality',
  'licenseExpiryDate',
  'createdAt',
] as const;
export type CustomerFilterField = (typeof customerFilterFields)[number];

const timestamp = z.iso.datetime();
const nullableDate = z.iso.date().nullable();

export const customerView = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    secondaryPhone: z.string().nullable(),
    idNumber: z.string().nullable(),
    dateOfBirth: nullableDate,
    gender: z.enum(genders).nullable(),
    nationality: z.string().nullable(),
    drivingLicenseNumber: z.string().nullable(),
    licenseExpiryDate: nullableDate,
    licenseCountry: z.string().nullable(),
    preferredContactMethod: z.enum(contactMethods).nullable(),
    preferredLanguage: z.enum(languages),
    country: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    status: z.enum(customerStatuses),
    customerType: z.enum(customerTypes),
    /** minor units of the tenant's currency */
    creditLimit: z.number().int(),
    emergencyContactName: z.string().nullable(),
    emergencyContactPhone: z.string().nullable(),
    relationship: z.string().nullable(),
    fax: z.string().nullable(),
    website: z.string().nullable(),
    notes: z.string().nullable(),
    /** derived from rentals: completed rentals */
    totalRentals: z.number().int(),
    /** derived from payments, minor units, net of refunds */
    totalSpent: z.number().int(),
    /** null while the customer has rated no rental */
    averageRating: z.number().nullable(),
    loyaltyPoints: z.number().int(),
    loyaltyTier: z.enum(loyaltyTiers),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Customer' });
export type CustomerView = z.infer<typeof customerView>;

export const customerListView = pagedView(customerView);
export type CustomerListView = z.infer<typeof customerListView>;

// PATCH /auth/profile for a customer account: what the customer may change of their own
// record besides the account's name, phone and language (which the record mirrors). The date
// of birth only while the record has none (the minimum age is judged by it): the service checks.
export const customerProfileFields = strictObject(customerFields)
  .pick({
    dateOfBirth: true,
    secondaryPhone: true,
    street: true,
    city: true,
    state: true,
    country: true,
    postalCode: true,
    drivingLicenseNumber: true,
    licenseExpiryDate: true,
    licenseCountry: true,
    emergencyContactName: true,
    emergencyContactPhone: true,
    relationship: true,
  })
  .partial();
export type CustomerProfileFieldsInput = z.infer<typeof customerProfileFields>;

/** The own-record changes of PATCH /auth/profile: the account's fields and the record's. */
export type CustomerOwnChanges = CustomerProfileFieldsInput & {
  firstName?: string;
  lastName?: string;
  phone?: string;
  preferredLanguage?: CustomerUpdateInput['preferredLanguage'];
};
