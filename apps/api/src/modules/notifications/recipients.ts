// Who hears of what: the company's staff holding a permission, one user, the account of a
// customer. Users are read as they are now (active ones only); the role table and customers
// come from their modules through the composition root.
import type { Language } from '@motorpool/domain/locale-lists';
import {
  backOfficeRoles,
  effectivePermissions,
  hasPermission,
} from '@motorpool/domain/permissions';
import { and, arrayOverlaps, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { branchScopeOf } from '../../lib/branch-scope.ts';
import { users } from '../../db/schema/index.ts';

export type Person = { userId: string; email: string; firstName: string; language: Language };

export type RecipientDeps = {
  /** role name -> its permissions (permissions module) */
  roleTable: (tx: Tx) => Promise<Record<string, readonly string[]>>;
  /** a customer record, with the user account it is linked to (customers module) */
  customer: (
    tx: Tx,
    id: string,
  ) => Promise<{ firstName: string; lastName: string; userId: string | null } | undefined>;
  /** a vehicle's make, model and plate (vehicles module) */
  vehicle: (
    tx: Tx,
    id: string,
  ) => Promise<{ make: string; model: string; licensePlate: string } | undefined>;
};

const person = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  language: users.preferredLanguage,
  roles: users.roles,
  permissions: users.permissions,
  branchId: users.branchId,
};

export function createRecipients({ roleTable, customer, vehicle }: RecipientDeps) {
  const strip = ({
    roles: _r,
    permissions: _p,
    branchId: _b,
    ...rest
  }: Person & Record<string, unknown>) => rest as Person;

  return {
    /**
     * Active back-office users whose effective permissions include `permission`; with
     * `branches`, only those who work there or on every branch (as the branch scope of the
     * lists they would open).
     */
    async staffWith(tx: Tx, permission: string, branches?: readonly string[]): Promise<Person[]> {
      const table = await roleTable(tx);
      const rows = await tx
        .select(person)
        .from(users)
        .where(and(eq(users.status, 'active'), arrayOverlaps(users.roles, [...backOfficeRoles])));
      return rows
        .filter((r) => {
          const granted = effectivePermissions(r.roles, r.permissions, table);
          if (!hasPermission(granted, permission)) return false;
          const scope = branchScopeOf({ branchId: r.branchId, permissions: granted });
          return !branches || scope === null || branches.includes(scope);
        })
        .map(strip);
    },

    async user(tx: Tx, userId: string): Promise<Person | undefined> {
      const [row] = await tx
        .select(person)
        .from(users)
        .where(and(eq(users.id, userId), eq(users.status, 'active')));
      return row ? strip(row) : undefined;
    },

    async byEmail(tx: Tx, email: string): Promise<Person | undefined> {
      const [row] = await tx
        .select(person)
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.status, 'active')));
      return row ? strip(row) : undefined;
    },

    /** Every active user of the company; back-office users only unless `customers`. */
    async everyone(tx: Tx, customers: boolean): Promise<Person[]> {
      const rows = await tx.select(person).from(users).where(eq(users.status, 'active'));
      return rows
        .filter((r) => customers || r.roles.some((role) => backOfficeRoles.includes(role as never)))
        .map(strip);
    },

    /** The customer's name and, when they have an account, that account. */
    async customer(tx: Tx, customerId: string) {
      const found = await customer(tx, customerId);
      if (!found) return { name: undefined, account: undefined };
      const account = found.userId ? await this.user(tx, found.userId) : undefined;
      return { name: `${found.firstName} ${found.lastName}`, account };
    },

    async vehicleName(tx: Tx, vehicleId: string): Promise<string | undefined> {
      const found = await vehicle(tx, vehicleId);
      return found ? `${found.make} ${found.model} (${found.licensePlate})` : undefined;
    },
  };
}

export type Recipients = ReturnType<typeof createRecipients>;
