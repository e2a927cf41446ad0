// The only code that reads or writes the `customers` table.
import type { CustomerFilterField, CustomerSortField } from '@motorpool/domain/schemas/customer';
import { customerStatuses, customerTypes } from '@motorpool/domain/value-lists';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { customers } from '../../db/schema/index.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { type FieldSpec, type ParsedList, pageTotal } from '../../lib/list-filters.ts';
import { match } from '../../lib/search-match.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerInsert = Omit<typeof customers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CustomerChanges = Partial<Omit<CustomerInsert, 'tenantId' | 'userId'>>;

export const customerFilterSpecs: Record<CustomerFilterField, FieldSpec> = {
  status: { kind: 'enum', column: customers.status, values: customerStatuses },
  customerType: { kind: 'enum', column: customers.customerType, values: customerTypes },
  nationality: { kind: 'text', column: customers.nationality },
  licenseExpiryDate: { kind: 'date', column: customers.licenseExpiryDate },
  createdAt: { kind: 'date', column: customers.createdAt },
};

const sortColumns: Record<CustomerSortField, SQL> = {
  createdAt: sql`${customers.createdAt}`,
  firstName: sql`lower(${customers.firstName})`,
  lastName: sql`lower(${customers.lastName})`,
  email: sql`lower(${customers.email})`,
  licenseExpiryDate: sql`${customers.licenseExpiryDate}`,
  status: sql`${customers.status}`,
};

const fullName = sql`${customers.firstName} || ' ' || ${customers.lastName}`;

export type CustomerListQuery = ParsedList<CustomerSortField>;

function listWhere(q: CustomerListQuery) {
  const search = q.search
    ? or(
        ilikeContains(fullName, q.search),
        ilikeContains(customers.email, q.search),
        ilikeContains(customers.phone, q.search),
        ilikeContains(customers.secondaryPhone, q.search),
        ilikeContains(customers.idNumber, q.search),
        ilikeContains(customers.drivingLicenseNumber, q.search),
      )
    : undefined;
  return and(...q.conditions, search);
}

/** One page of the filtered, sorted list, without its count (exports read page after page). */
export async function customerPage(tx: Tx, q: CustomerListQuery) {
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  return tx
    .select()
    .from(customers)
    .where(listWhere(q))
    .orderBy(sql`${sortColumns[q.sort.field]} ${direction} nulls last`, asc(customers.id))
    .limit(q.limit)
    .offset(q.offset);
}

export async function listCustomers(tx: Tx, q: CustomerListQuery) {
  const where = listWhere(q);
  const rows = await customerPage(tx, q);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await tx.select({ total: count() }).from(customers).where(where);
    return counted?.total ?? 0;
  });
  return { rows, total };
}

export async function findCustomer(tx: Tx, id: string, lock = false) {
  const query = tx.select().from(customers).where(eq(customers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCustomerOfUser(tx: Tx, userId: string, lock = false) {
  const query = tx.select().from(customers).where(eq(customers.userId, userId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCustomerByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: customers.id, userId: customers.userId })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Which of the unique fields another of the tenant's customers already holds. */
export async function takenFields(
  tx: Tx,
  values: { email?: string; idNumber?: string | null },
  exceptId?: string,
): Promise<{ email: boolean; idNumber: boolean }> {
  const taken = { email: false, idNumber: false };
  if (values.email !== undefined) {
    const row = await findCustomerByEmail(tx, values.email);
    taken.email = row !== null && row.id !== exceptId;
  }
  if (values.idNumber) {
    const [row] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.idNumber, values.idNumber))
      .limit(1);
    taken.idNumber = row !== undefined && row.id !== exceptId;
  }
  return taken;
}

/** The tenant's customers holding any of these e-mails (any case) or ID numbers. */
export async function customersWithIdentifiers(
  tx: Tx,
  emails: readonly string[],
  idNumbers: readonly string[],
) {
  if (emails.length === 0 && idNumbers.length === 0) return [];
  const lowered = emails.map((e) => e.trim().toLowerCase());
  return tx
    .select({ email: customers.email, idNumber: customers.idNumber })
    .from(customers)
    .where(
      or(
        lowered.length > 0 ? inArray(sql`lower(${customers.email})`, lowered) : undefined,
        idNumbers.length > 0 ? inArray(customers.idNumber, [...idNumbers]) : undefined,
      ),
    );
}

export async function insertCustomers(tx: Tx, values: CustomerInsert[]) {
  if (values.length === 0) return [];
  return tx.insert(customers).values(values).returning();
}

export async function insertCustomer(tx: Tx, values: CustomerInsert) {
  const [row] = await tx.insert(customers).values(values).returning();
  if (!row) throw new Error('customer insert returned nothing');
  return row;
}

export async function updateCustomer(tx: Tx, id: string, changes: CustomerChanges) {
  const [row] = await tx
    .update(customers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw new Error('customer update returned nothing');
  return row;
}

/** Gives a customer record no account holds yet to the user; null when one already does. */
export async function linkCustomerToUser(tx: Tx, customerId: string, userId: string) {
  const [row] = await tx
    .update(customers)
    .set({ userId })
    .where(and(eq(customers.id, customerId), isNull(customers.userId)))
    .returning();
  return row ?? null;
}

export async function deleteCustomer(tx: Tx, id: string): Promise<void> {
  await tx.delete(customers).where(eq(customers.id, id));
}

const lower = (expression: SQL) => sql`lower(${expression})`;

export async function searchCustomers(tx: Tx, text: string, limit: number) {
  const { where, score } = match(
    [
      lower(fullName),
      lower(sql`${customers.email}`),
      lower(sql`${customers.phone}`),
      lower(sql`${customers.drivingLicenseNumber}`),
      lower(sql`${customers.idNumber}`),
    ],
    text,
  );
  return tx
    .select({
      id: customers.id,
      title: sql<string>`${fullName}`,
      subtitle: sql<string>`${customers.email} || ' · ' || ${customers.phone}`,
      score,
    })
    .from(customers)
    .where(where)
    .orderBy(desc(score), fullName)
    .limit(limit);
}
