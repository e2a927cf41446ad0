import type { SqlRunner } from './sql-runner.ts';

// The role every request runs as: not a superuser, no BYPASSRLS, owns no table. Row level
// security is forced on every table with a tenant_id column, so even the owner cannot skip it.
export const APP_ROLE = 'motorpool_app';

const tenantPredicate = `tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`;

export async function applySecurity(run: SqlRunner): Promise<void> {
  await run(`DO $$ BEGIN
      CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
  // The connecting user must be able to SET ROLE to the app role (a superuser always can).
  await run(`DO $$ BEGIN
      IF NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
        EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
      END IF;
    END $$`);
  await run(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`);
  await run(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`);
  await run(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`);
  // Security-definer helpers are revoked from PUBLIC where they are created.
  await run(`GRANT EXECUTE ON FUNCTION vehicle_search_ids(text) TO ${APP_ROLE}`);
  await run(`GRANT EXECUTE ON FUNCTION held_vehicle_ids(tstzrange, text, uuid) TO ${APP_ROLE}`);
  // The audit trail is append-only for the application.
  await run(`REVOKE UPDATE, DELETE ON audit_logs FROM ${APP_ROLE}`);
  await run(`REVOKE UPDATE, DELETE ON platform_activity FROM ${APP_ROLE}`);

  const tables = await run<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE'
      ORDER BY 1`,
  );
  for (const { table_name: table } of tables) {
    await run(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
    await run(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
    await run(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public'
                        AND tablename = '${table}' AND policyname = 'tenant_isolation') THEN
          CREATE POLICY tenant_isolation ON "${table}"
            USING (${tenantPredicate}) WITH CHECK (${tenantPredicate});
        END IF;
      END $$`);
  }
}
