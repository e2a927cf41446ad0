// Idempotency-Key for the money-moving POSTs. A key is claimed in its own committed
// transaction before the work starts, so a repeat arriving meanwhile sees it running (409
// IDEMPOTENCY_IN_PROGRESS); a one-transaction work's answer is stored in that transaction, so
// the committed change and its stored answer never part.
import { createHash } from 'node:crypto';
import type { Language } from '@motorpool/domain/locale-lists';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/engine.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { apiError, HttpError } from '../../lib/http-errors.ts';

/** A claim older than this whose request never answered (a crashed instance) may be retaken. */
const abandonedAfterMs = 60_000;
/** What Retry-After says while the first request runs. */
export const retryAfterSeconds = 1;

export type Answer<T> = { statusCode: number; body: T; replayed: boolean };

// Keys in a stable order, so the same body always hashes the same.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request a key was first used for: the route and the body (a card's number included). */
export const fingerprint = (route: string, body: unknown) =>
  createHash('sha256')
    .update(`${route}\n${canonical(body)}`)
    .digest('hex');

type Stored = typeof idempotencyKeys.$inferSelect;

export function createIdempotency(database: Database) {
  type Owner = { tenantId: string; userId: string };
  const ownKey = (owner: Owner, key: string) =>
    and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, key));

  async function claim(
    owner: Owner,
    key: string,
    hash: string,
  ): Promise<{ claimed: true } | { claimed: false; row: Stored }> {
    const { tenantId, userId } = owner;
    return database.withTenant(tenantId, async (tx) => {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({ tenantId, userId, key, requestHash: hash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return { claimed: true };
      const retaken = await tx
        .update(idempotencyKeys)
        .set({ createdAt: new Date() })
        .where(
          and(
            ownKey(owner, key),
            eq(idempotencyKeys.requestHash, hash),
            isNull(idempotencyKeys.statusCode),
            lt(idempotencyKeys.createdAt, new Date(Date.now() - abandonedAfterMs)),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (retaken.length > 0) return { claimed: true };
      const [row] = await tx.select().from(idempotencyKeys).where(ownKey(owner, key));
      if (!row) throw new Error('idempotency key vanished');
      return { claimed: false, row };
    });
  }

  const store = (tx: Tx, owner: Owner, key: string, statusCode: number, body: unknown) =>
    tx
      .update(idempotencyKeys)
      .set({ statusCode, responseBody: sql`${JSON.stringify(body)}::jsonb` })
      .where(ownKey(owner, key));

  function replay<T>(row: Stored): Answer<T> {
    if (row.statusCode === null) {
      throw apiError('IDEMPOTENCY_IN_PROGRESS', 'idempotency.inProgress');
    }
    if (row.statusCode >= 400) {
      const e = row.responseBody as { code: HttpError['code']; message: string } & {
        details?: HttpError['details'];
      };
      throw new HttpError(row.statusCode, e.code, { text: e.message }, e.details);
    }
    return { statusCode: row.statusCode, body: row.responseBody as T, replayed: true };
  }

  type KeyedCall = { key: string | undefined; hash: string; statusCode: number };
  /** Stores the answer in the given transaction (nothing without a key). */
  type Keep<T> = (tx: Tx, body: T) => Promise<void>;

  // Runs `execute` once per key: without a key, simply once. A repeat with the same request
  // gets the first answer (errors included), with another request 422.
  async function keyed<T>(
    c: Owner & { language: Language },
    { key, hash, statusCode }: KeyedCall,
    execute: (keep: Keep<T>) => Promise<T>,
  ): Promise<Answer<T>> {
    if (key === undefined) {
      return { statusCode, body: await execute(async () => undefined), replayed: false };
    }
    const claimed = await claim(c, key, hash);
    if (!claimed.claimed) {
      if (claimed.row.requestHash !== hash) {
        throw apiError('IDEMPOTENCY_KEY_REUSED', 'idempotency.keyReused');
      }
      return replay<T>(claimed.row);
    }
    try {
      const body = await execute(async (tx, result) => {
        await store(tx, c, key, statusCode, result);
      });
      return { statusCode, body, replayed: false };
    } catch (error) {
      await database.withTenant(c.tenantId, async (tx) => {
        // A refusal is the request's answer; a failure of ours frees the key for a retry.
        if (error instanceof HttpError && error.statusCode < 500) {
          const { code, message, details } = error;
          await store(tx, c, key, error.statusCode, { code, message, details });
        } else {
          await tx.delete(idempotencyKeys).where(ownKey(c, key));
        }
      });
      throw error;
    }
  }

  return {
    /** `work` in one transaction, which also stores its answer. */
    run<T>(
      c: Owner & { language: Language },
      request: KeyedCall,
      work: (tx: Tx) => Promise<T>,
    ): Promise<Answer<T>> {
      return keyed<T>(c, request, (keep) =>
        database.withTenant(c.tenantId, async (tx) => {
          const result = await work(tx);
          await keep(tx, result);
          return result;
        }),
      );
    },

    /**
     * `work` in several transactions of its own (a call to the card processor between them,
     * never inside one); its answer is stored once it has one. A crash in between leaves the
     * key running until it is abandoned; the payment's own status keeps a retake from charging
     * twice.
     */
    runInSteps<T>(
      c: Owner & { language: Language },
      request: KeyedCall,
      work: () => Promise<T>,
    ): Promise<Answer<T>> {
      return keyed<T>(c, request, async (keep) => {
        const result = await work();
        await database.withTenant(c.tenantId, (tx) => keep(tx, result));
        return result;
      });
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
