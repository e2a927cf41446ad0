// The only code that reads or writes the `vehicle_holds` table.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { vehicleHolds } from '../../db/schema/index.ts';
import type { HoldKind, HoldPeriod, HoldSource } from './ports.ts';

const range = (p: HoldPeriod) => sql`tstzrange(${p.start.toISOString()}::timestamptz,
  ${p.end.toISOString()}::timestamptz, '[)')`;

const isSource = (s: HoldSource) =>
  and(eq(vehicleHolds.kind, s.kind), eq(vehicleHolds.sourceId, s.sourceId));

export async function insertHold(
  tx: Tx,
  hold: HoldSource & { tenantId: string; vehicleId: string; reference: string; period: HoldPeriod },
) {
  await tx.insert(vehicleHolds).values({
    tenantId: hold.tenantId,
    vehicleId: hold.vehicleId,
    kind: hold.kind,
    sourceId: hold.sourceId,
    reference: hold.reference,
    period: range(hold.period) as unknown as string,
  });
}

/** Moves the source's hold; false when it has none. */
export async function updateHold(
  tx: Tx,
  source: HoldSource,
  to: { vehicleId: string; reference: string; period: HoldPeriod },
): Promise<boolean> {
  const moved = await tx
    .update(vehicleHolds)
    .set({
      vehicleId: to.vehicleId,
      reference: to.reference,
      period: range(to.period) as unknown as string,
    })
    .where(isSource(source))
    .returning({ id: vehicleHolds.id });
  return moved.length > 0;
}

export async function deleteHold(tx: Tx, source: HoldSource): Promise<void> {
  await tx.delete(vehicleHolds).where(isSource(source));
}

/** The hold of another source overlapping the period on the vehicle, if any. */
export async function overlappingHold(
  tx: Tx,
  vehicleId: string,
  period: HoldPeriod,
  except?: HoldSource,
): Promise<{ kind: HoldKind; reference: string } | undefined> {
  const [row] = await tx
    .select({ kind: vehicleHolds.kind, reference: vehicleHolds.reference })
    .from(vehicleHolds)
    .where(
      and(
        eq(vehicleHolds.vehicleId, vehicleId),
        sql`${vehicleHolds.period} && ${range(period)}`,
        ...(except ? [sql`not (${isSource(except)})`] : []),
      ),
    )
    .limit(1);
  return row;
}

// The gist index behind the exclusion constraint (tenant_id, vehicle_id, period) answers it.
export function noOverlappingHold(
  vehicle: { tenantId: SQL; id: SQL },
  period: HoldPeriod,
  except?: HoldSource,
): SQL<boolean> {
  // held_vehicle_ids (see its migration) answers the overlap through the gist index under
  // forced row security, once per statement; the ids are checked against it as a hashed set.
  return sql<boolean>`${vehicle.id} not in (select held_vehicle_ids(${range(period)},
    ${except?.kind ?? null}::text, ${except?.sourceId ?? null}::uuid))`;
}
