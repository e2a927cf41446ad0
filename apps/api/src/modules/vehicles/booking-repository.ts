// What reservations read of the fleet (handed to them by composition.ts as `vehicles`): one
// vehicle's rate and status, and subqueries their list embeds in its own statement.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { vehicles } from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/like-pattern.ts';

export const vehicleBookings = {
  async find(tx: Tx, id: string) {
    const [row] = await tx
      .select({
        id: vehicles.id,
        make: vehicles.make,
        model: vehicles.model,
        year: vehicles.year,
        licensePlate: vehicles.licensePlate,
        category: vehicles.category,
        dailyRate: vehicles.dailyRate,
        status: vehicles.status,
      })
      .from(vehicles)
      .where(eq(vehicles.id, id));
    return row;
  },

  cardAt: (vehicle: { tenantId: SQL; id: SQL }) =>
    sql<{
      id: string;
      make: string;
      model: string;
      year: number;
      licensePlate: string;
      category: string;
    } | null>`(select json_build_object('id', v.id, 'make', v.make, 'model', v.model,
      'year', v.year, 'licensePlate', v.license_plate, 'category', v.category)
      from ${vehicles} v where v.tenant_id = ${vehicle.tenantId} and v.id = ${vehicle.id})`,

  idsWithPlate: (text: string) =>
    sql`select v.id from ${vehicles} v
      where v.license_plate ilike ${`%${likeLiteral(text)}%`} escape '\\'`,
};
