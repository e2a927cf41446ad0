// What every work order operation shares: the tenant transaction with the company's currency,
// the order found or 404, and its full view.
import type { WorkOrderView } from '@motorpool/domain/schemas/maintenance';
import type { Database, Tx } from '../../db/engine.ts';
import { branchScopeOf, inBranchScope } from '../../lib/branch-scope.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { MaintenanceDeps } from './ports.ts';
import { findWorkOrder, type WorkOrderRow } from './repository.ts';
import { loadWorkOrderView } from './views.ts';

export function createWorkOrderCore(database: Database, deps: MaintenanceDeps) {
  // The currency is read before the transaction: company settings open their own, and PGlite
  // runs one transaction at a time.
  const inTenant = async <T>(c: TenantCaller, fn: (tx: Tx, currency: string) => Promise<T>) => {
    const currency = await deps.currencyOf(c.tenantId);
    return database.withTenant(c.tenantId, (tx) => fn(tx, currency));
  };

  async function mustFind(
    tx: Tx,
    c: TenantCaller,
    id: string,
    lock = false,
  ): Promise<WorkOrderRow> {
    const row = await findWorkOrder(tx, id, lock);
    if (!row || !(await vehicleInScope(tx, c, row.vehicleId)))
      throw apiError('NOT_FOUND', 'error.workOrderNotFound');
    return row;
  }

  // A work order is its vehicle's branch's (docs/ARCHITECTURE.md, "Branch scope").
  async function vehicleInScope(tx: Tx, c: TenantCaller, vehicleId: string): Promise<boolean> {
    if (!branchScopeOf(c)) return true;
    const card = (await deps.fleet.cards(tx, [vehicleId])).get(vehicleId);
    return inBranchScope(c, card?.branchId);
  }

  const view = (tx: Tx, c: TenantCaller, id: string, currency: string): Promise<WorkOrderView> =>
    loadWorkOrderView(tx, c, deps, id, currency);

  return { inTenant, mustFind, vehicleInScope, view };
}
