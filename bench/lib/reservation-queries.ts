// The availability search and the reservation create as the database sees them: the project's
// own services run once against the bench database while every statement they send is
// recorded, then the recording is replayed straight on PostgreSQL.
import { tmpdir } from 'node:os';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
// The app's request decorations (tenant, principal, multipart), which its modules type against.
import type {} from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/engine.ts';
import type { TenantCaller } from '../../apps/api/src/lib/request-caller.ts';
import { composeModules } from '../../apps/api/src/composition.ts';

export type Statement = { text: string; values: unknown[] };
type QueryArgs = Parameters<pg.Client['query']>;

// Every statement any pg client sends while `fn` runs (the services use their own pool).
async function recording<T>(fn: () => Promise<T>): Promise<{ result: T; sent: Statement[] }> {
  const sent: Statement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: QueryArgs) {
    const [config, values] = args as unknown as [unknown, unknown];
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const params =
      typeof config === 'object' && config !== null && 'values' in config
        ? (config as { values?: unknown[] }).values
        : Array.isArray(values)
          ? values
          : undefined;
    sent.push({ text, values: JSON.parse(JSON.stringify(params ?? [])) as unknown[] });
    return (original as (...a: QueryArgs) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await fn(), sent };
  } finally {
    pg.Client.prototype.query = original;
  }
}

export type AvailabilityInput = Record<string, string>;
export type CreateInput = {
  customerId: string;
  vehicleId: string;
  pickupDate: string;
  returnDate: string;
  pickupBranchId: string;
  returnBranchId: string;
};

/** The project's services on the bench database, as one staff member of the company calls them. */
export async function openServices(databaseUrl: string, tenantId: string, userId: string) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-only-secret-bench-only-secret-0123',
    // with the secret given, nothing is written there
    DATA_DIR: tmpdir(),
  });
  const services = composeModules({ database, config });
  const caller: TenantCaller = {
    tenantId,
    userId,
    permissions: ['customers:read', 'vehicles:read', 'vehicles:browse', 'reservations:create'],
    branchId: null,
    requestId: 'bench',
    language: 'en',
  };
  return {
    availability: (query: AvailabilityInput) =>
      recording(() =>
        services.vehicleAvailability.search(
          caller,
          query as Parameters<typeof services.vehicleAvailability.search>[1],
        ),
      ).then((r) => r.sent),
    create: (input: CreateInput) =>
      recording(() => services.reservations.create(caller, input)).then((r) => r.sent),
    close: () => database.close(),
  };
}

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * One create's statements with another vehicle and period: the ids the service generated are
 * fresh, the vehicle, dates and reservation number are the new ones. `known` are the ids that
 * stay (company, customer, branches, user).
 */
export function createReplay(
  pool: pg.Pool,
  recorded: Statement[],
  from: CreateInput & { reservationNumber: string; holdEnd: string },
  known: Set<string>,
) {
  const generated = new Set<string>();
  for (const s of recorded) {
    for (const id of JSON.stringify(s.values).match(uuidPattern) ?? []) {
      if (!known.has(id) && id !== from.vehicleId) generated.add(id);
    }
  }
  const counterAt = recorded.findIndex((s) => /reservation_counters/.test(s.text));
  return async (to: {
    vehicleId: string;
    pickupDate: string;
    returnDate: string;
    holdEnd: string;
  }) => {
    const swaps = new Map<string, string>([
      [from.vehicleId, to.vehicleId],
      [from.pickupDate, to.pickupDate],
      [from.returnDate, to.returnDate],
      [from.holdEnd, to.holdEnd],
    ]);
    for (const id of generated) swaps.set(id, uuidv7());
    const swapped = (values: unknown[]) => {
      let text = JSON.stringify(values);
      for (const [a, b] of swaps) text = text.split(a).join(b);
      return JSON.parse(text) as unknown[];
    };
    const client = await pool.connect();
    try {
      for (const [i, s] of recorded.entries()) {
        const result = await client.query(s.text, swapped(s.values));
        if (i === counterAt) {
          const n = Object.values(result.rows[0] as Record<string, number>)[0]!;
          swaps.set(from.reservationNumber, `RES-${String(n).padStart(6, '0')}`);
        }
      }
      return true;
    } catch (error) {
      await client.query('rollback');
      // the exclusion constraint refused the hold: the API's 409
      if ((error as { code?: string }).code === '23P01') return false;
      throw error;
    } finally {
      client.release();
    }
  };
}

/** The recording replayed as it is, on one pooled connection. */
export const replay = (pool: pg.Pool, recorded: Statement[]) => async () => {
  const client = await pool.connect();
  try {
    for (const s of recorded) await client.query(s.text, s.values);
  } finally {
    client.release();
  }
};

/** EXPLAIN (ANALYZE, BUFFERS) of the recording's selects, inside its own transaction. */
export async function explainSelects(pool: pg.Pool, recorded: Statement[]): Promise<string> {
  const client = await pool.connect();
  const out: string[] = [];
  try {
    for (const s of recorded) {
      if (!/^\s*(select|with)\b/i.test(s.text) || /set_config/.test(s.text)) {
        await client.query(s.text, s.values);
        continue;
      }
      const plan = await client.query(`explain (analyze, buffers) ${s.text}`, s.values);
      out.push(s.text, ...plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']!), '');
    }
  } finally {
    client.release();
  }
  return out.join('\n');
}
