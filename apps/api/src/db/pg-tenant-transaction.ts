import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Tx } from './engine.ts';
import * as schema from './schema/index.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tenant transactions on a PostgreSQL pool. `begin` and the tenant setting go to the server in
 * one simple query instead of two round trips: every request opens such a transaction, and on
 * a busy server each round trip costs the process more than most of its queries do. The id is
 * a checked UUID, so it can stand in the text as a literal.
 */
export function pgTenantTransactions(pool: pg.Pool) {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relational = {
    fullSchema: schema,
    schema: tables.tables,
    tableNamesMap: tables.tableNamesMap,
  };

  return async <T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    if (!uuidPattern.test(tenantId)) throw new Error('tenant id must be a UUID');
    const client = await pool.connect();
    const session = new NodePgSession(client, dialect, relational);
    const tx = new NodePgTransaction(dialect, session, relational) as unknown as Tx;
    let broken: Error | undefined;
    try {
      await client
        .query(`begin; select set_config('app.tenant_id', '${tenantId}', true)`)
        .catch((error: Error) => {
          broken = error;
          throw error;
        });
      try {
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      }
    } finally {
      // a connection that could not roll back is closed rather than handed to the next request
      client.release(broken);
    }
  };
}
