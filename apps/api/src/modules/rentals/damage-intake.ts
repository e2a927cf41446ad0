// What the maintenance module reads of the damage found at check-in (handed to it by
// composition.ts): open reports that have no work order yet, each mark told in words.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { damageReports } from '../../db/schema/index.ts';
import type { DamageReports, OpenDamageReport } from '../maintenance/ports.ts';

export const rentalDamageReports: DamageReports = {
  async unhandled(tx: Tx, handled: SQL, limit: number): Promise<OpenDamageReport[]> {
    const rows = await tx
      .select()
      .from(damageReports)
      .where(and(eq(damageReports.status, 'open'), sql`${damageReports.id} not in (${handled})`))
      .orderBy(asc(damageReports.reportedAt))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      vehicleId: row.vehicleId,
      rentalId: row.rentalId,
      severity: row.severity,
      notes: row.notes,
      marks: row.marks.map(
        (mark) => `${mark.damageType} at ${mark.location}${mark.note ? ` (${mark.note})` : ''}`,
      ),
      reportedBy: row.reportedBy,
    }));
  },
};
