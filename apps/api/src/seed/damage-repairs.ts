// Seeds the workshop's repair of each damage report the demo returns made: one completed
// corrective work order per report, done between the return and the car's next booking (the
// rental plan found damage only where the car then stood a day), costing somewhat more than the
// desk's price for the damage, so the damage charged recovers part of the repairs. Seeding
// twice changes nothing: a report with its order is passed over.
import type { MaintenancePartInput } from '@motorpool/domain/schemas/maintenance';
import type { DamageType } from '@motorpool/domain/value-lists';
import { and, asc, eq, gt, min, notExists, notInArray } from 'drizzle-orm';
import type { Database, Tx } from '../db/engine.ts';
import {
  damageReports,
  maintenanceTimeline,
  maintenanceWorkOrders,
  rentals,
  reservations,
  tenants,
} from '../db/schema/index.ts';
import { recordAudits } from '../modules/audit/service.ts';
import { replaceParts } from '../modules/maintenance/children-repository.ts';
import { insertWorkOrder } from '../modules/maintenance/repository.ts';
import { pick, type Random, seededRandom } from './customer-identities.ts';
import { reservationPlans } from './reservation-plan.ts';
import { localDay, zonedInstant } from './reservation-times.ts';
import { planKey, type SeedTenant } from './seed-tenant.ts';

const hourMs = 3_600_000;
const laborRate = 15_000;
const technicians = ['Omar Al-Harbi', 'Faisal Al-Qahtani', 'Yousef Al-Mutairi'];

// What a repair takes besides labour, by the kind of damage.
const materials: Record<DamageType, Omit<MaintenancePartInput, 'quantity' | 'unitCost'>> = {
  scratch: { name: 'Paint, primer and clear coat', partNumber: 'PNT-KIT', category: 'Body' },
  dent: { name: 'Body filler and paint', partNumber: 'BDY-FILL', category: 'Body' },
  chip: { name: 'Windshield resin repair kit', partNumber: 'GLS-RES', category: 'Glass' },
  crack: { name: 'Windshield resin repair kit', partNumber: 'GLS-RES', category: 'Glass' },
  broken: { name: 'Replacement trim part', partNumber: 'TRM-REP', category: 'Body' },
  missing: { name: 'Replacement trim part', partNumber: 'TRM-REP', category: 'Body' },
  stain: { name: 'Upholstery extraction cleaner', partNumber: 'UPH-CLN', category: 'Interior' },
  tear: { name: 'Upholstery repair kit', partNumber: 'UPH-KIT', category: 'Interior' },
  burn: { name: 'Upholstery repair kit', partNumber: 'UPH-KIT', category: 'Interior' },
};

type Report = typeof damageReports.$inferSelect & {
  charges: (typeof rentals.$inferSelect)['charges'];
  rentalNumber: string;
  endMileage: number | null;
};

/** The desk's price for the report's damage: its damage lines before any waiver. */
function listPrice(report: Report): number {
  const lines = (report.charges ?? []).filter((line) => line.kind === 'damage');
  return lines.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0);
}

/**
 * When the workshop takes the car: in its hours (08:00 to 18:00, the company's time), on the
 * quarter hour, an hour after the return at the soonest; straight away when the car's next
 * booking leaves no room to wait for the morning.
 */
function workshopStart(returned: Date, hours: number, until: number, timeZone: string): Date {
  const quarter = 15 * 60_000;
  const soonest = Math.ceil((returned.getTime() + hourMs) / quarter) * quarter;
  const day = localDay(new Date(soonest), timeZone);
  const opens = zonedInstant(day, 8 * 60, timeZone).getTime();
  const lastStart = zonedInstant(day, 18 * 60, timeZone).getTime() - hours * hourMs;
  const start = soonest < opens ? opens : soonest <= lastStart ? soonest : opens + 24 * hourMs;
  return new Date(start + hours * hourMs <= until ? start : soonest);
}

function repairOf(random: Random, report: Report, until: number, timeZone: string) {
  const moderate = report.severity !== 'minor';
  // a repair costs more than the desk charges for it, worse damage the more so
  const factor = moderate ? 1.4 + random() * 0.5 : 1.1 + random() * 0.4;
  const cost = Math.round(Math.max(listPrice(report), 30_000) * factor);
  const laborHours = Math.max(1, Math.round(((cost * 0.55) / laborRate) * 2) / 2);
  const supplies = Math.round(cost * 0.08);
  const partsCost = Math.max(0, cost - Math.round(laborHours * laborRate) - supplies);
  const hours = laborHours + (moderate ? 2 : 1);
  const startedAt = workshopStart(report.reportedAt, hours, until, timeZone);
  const kind = report.marks[0]?.damageType ?? 'scratch';
  return {
    laborHours,
    supplies,
    parts: partsCost > 0 ? [{ ...materials[kind], quantity: 1, unitCost: partsCost }] : [],
    hours,
    startedAt,
    completedAt: new Date(startedAt.getTime() + hours * hourMs),
    technician: pick(random, technicians),
  };
}

async function unrepaired(tx: Tx): Promise<Report[]> {
  const handled = tx
    .select({ id: maintenanceWorkOrders.id })
    .from(maintenanceWorkOrders)
    .where(eq(maintenanceWorkOrders.damageReportId, damageReports.id));
  const rows = await tx
    .select({
      report: damageReports,
      charges: rentals.charges,
      rentalNumber: rentals.rentalNumber,
      endMileage: rentals.endMileage,
    })
    .from(damageReports)
    .innerJoin(rentals, eq(rentals.id, damageReports.rentalId))
    .where(notExists(handled))
    .orderBy(asc(damageReports.reportedAt), asc(rentals.rentalNumber));
  return rows.map(({ report, ...rental }) => ({ ...report, ...rental }));
}

/** When the car is next picked up after the report (now when it is not booked since). */
async function nextPickup(tx: Tx, report: Report, now: Date): Promise<number> {
  const [next] = await tx
    .select({ at: min(reservations.pickupDate) })
    .from(reservations)
    .where(
      and(
        eq(reservations.vehicleId, report.vehicleId),
        gt(reservations.pickupDate, report.reportedAt),
        notInArray(reservations.status, ['cancelled', 'no_show']),
      ),
    );
  return Math.min(next?.at?.getTime() ?? Infinity, now.getTime());
}

type Workshop = { tenantId: string; timeZone: string; random: Random };

async function repair(tx: Tx, shop: Workshop, report: Report, until: number) {
  const { tenantId } = shop;
  const plan = repairOf(shop.random, report, until, shop.timeZone);
  const marks = report.marks.map((m) => `${m.damageType} at ${m.location.replaceAll('_', ' ')}`);
  const issue = `Damage found at return of ${report.rentalNumber}: ${marks.join('; ')}`;
  const row = await insertWorkOrder(tx, {
    tenantId,
    vehicleId: report.vehicleId,
    status: 'completed',
    source: 'damageReport',
    type: 'corrective',
    priority: report.severity === 'minor' ? 'low' : 'medium',
    severity: report.severity === 'severe' ? 'major' : report.severity,
    description: `Repair: ${marks.join('; ')}`,
    issue,
    technician: plan.technician,
    startedAt: plan.startedAt,
    completedDate: plan.completedAt,
    estimatedDuration: plan.hours,
    actualDuration: plan.hours,
    laborHours: plan.laborHours,
    laborRate,
    suppliesCost: plan.supplies,
    mileage: report.endMileage,
    rentalId: report.rentalId,
    damageReportId: report.id,
    createdBy: report.reportedBy,
  });
  const partsCost = await replaceParts(tx, tenantId, row.id, plan.parts);
  const cost = Math.round(plan.laborHours * laborRate) + partsCost + plan.supplies;
  await tx
    .update(maintenanceWorkOrders)
    .set({
      partsCost,
      estimatedCost: cost,
      actualCost: cost,
      createdAt: report.reportedAt,
      updatedAt: plan.completedAt,
    })
    .where(eq(maintenanceWorkOrders.id, row.id));
  const steps = [
    { event: 'created', toStatus: 'pending', createdAt: report.reportedAt },
    { event: 'started', toStatus: 'in_progress', createdAt: plan.startedAt },
    { event: 'completed', toStatus: 'completed', createdAt: plan.completedAt },
  ] as const;
  await tx.insert(maintenanceTimeline).values(
    steps.map((step, i) => ({
      tenantId,
      workOrderId: row.id,
      event: step.event,
      fromStatus: i === 0 ? null : steps[i - 1]!.toStatus,
      toStatus: step.toStatus,
      createdAt: step.createdAt,
    })),
  );
  await recordAudits(tx, { tenantId, actor: { type: 'system' } }, [
    {
      action: 'create',
      entityType: 'maintenance',
      entityId: row.id,
      at: report.reportedAt,
      after: { workOrderNumber: row.workOrderNumber, source: 'seed' },
    },
  ]);
}

export async function seedDamageRepairs(
  database: Database,
  tenant: SeedTenant,
  now = new Date(),
): Promise<void> {
  const plan = reservationPlans[planKey(tenant)];
  if (!plan) return;
  const [company] = await database.db
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenant.id));
  if (!company) return;
  await database.withTenant(tenant.id, async (tx) => {
    const reports = await unrepaired(tx);
    const shop = {
      tenantId: tenant.id,
      timeZone: company.timeZone,
      random: seededRandom(plan.seed ^ 0x4e9a),
    };
    for (const report of reports) {
      await repair(tx, shop, report, (await nextPickup(tx, report, now)) - hourMs);
    }
  });
}
