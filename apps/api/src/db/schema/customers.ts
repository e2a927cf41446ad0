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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn, timestamps } from './columns.ts';
import {
  customerDocumentCategories,
  customerDocumentStatuses,
} from '@motorpool/domain/value-lists';
import { files } from './files.ts';
import { users } from './users.ts';
import { tenants } from './tenants.ts';

// A rental customer. A customer who registers online also has a user account.
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
    // The contact block
    fax: text('fax'),
    website: text('website'),
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
    uniqueIndex('customers_tenant_id_number_key')
      .on(t.tenantId, t.idNumber)
      .where(sql`${t.idNumber} is not null`),
    index('customers_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

// A customer's document: the bytes live in `files`; this row says what they are and
// how staff judged them. Deleting the file (or the customer) deletes the row.
export const customerDocuments = pgTable(
  'customer_documents',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    customerId: uuid('customer_id').notNull(),
    fileId: uuid('file_id').notNull(),
    category: text('category', { enum: customerDocumentCategories }).notNull(),
    status: text('status', { enum: customerDocumentStatuses }).notNull().default('pending'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    // user ids kept as history, like audit rows: they outlive the user
    uploadedBy: uuid('uploaded_by'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'customer_documents_customer_fk',
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'customer_documents_file_fk',
      columns: [t.tenantId, t.fileId],
      foreignColumns: [files.tenantId, files.id],
    }).onDelete('cascade'),
    uniqueIndex('customer_documents_file_key').on(t.tenantId, t.fileId),
    index('customer_documents_customer_idx').on(t.tenantId, t.customerId, t.createdAt),
  ],
);
