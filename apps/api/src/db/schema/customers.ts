import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn, timestamps } from './columns.ts';
import { users } from './users.ts';
import { tenants } from './tenants.ts';

// A rental customer (SPEC §3). A customer who registers online also has a user account.
export const customers = pgTable(
  'customers',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    userId: uuid('user_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    secondaryPhone: text('secondary_phone'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender'),
    nationality: text('nationality'),
    idNumber: text('id_number'),
    drivingLicenseNumber: text('driving_license_number'),
    licenseExpiryDate: date('license_expiry_date'),
    licenseCountry: text('license_country'),
    preferredContactMethod: text('preferred_contact_method'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    country: text('country'),
    city: text('city'),
    state: text('state'),
    street: text('street'),
    postalCode: text('postal_code'),
    status: text('status', {
      enum: ['active', 'inactive', 'suspended', 'pending', 'blacklisted'],
    })
      .notNull()
      .default('active'),
    customerType: text('customer_type').notNull().default('individual'),
    // minor units of the tenant's currency
    creditLimit: integer('credit_limit').notNull().default(0),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    relationship: text('relationship'),
    notes: text('notes'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    uniqueIndex('customers_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
    index('customers_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);
