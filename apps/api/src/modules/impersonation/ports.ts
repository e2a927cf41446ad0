// What support visits need of other modules, handed in by composition.ts.
import type { Tx } from '../../db/engine.ts';
import type { Actor } from '../audit/ports.ts';

export type VisitedCompany = {
  id: string;
  subdomain: string;
  status: string;
  adminEmail: string;
  impersonationAllowed: boolean;
};

/** The companies (tenants module): read one, and change whether support may enter. */
export type VisitCompanies = {
  findTenant(by: { id: string }): Promise<VisitedCompany | null>;
  changeTenant(
    id: string,
    decide: () => { impersonationAllowed: boolean },
    actor: Actor,
    options: { requestId?: string; action?: string },
  ): Promise<VisitedCompany>;
};

/** The account a visit acts as (users module), read inside the company's transaction. */
export type VisitAdministrator = (
  tx: Tx,
  adminEmail: string,
) => Promise<{ id: string; email: string; roles: string[] } | null>;
