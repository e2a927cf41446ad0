-- The vehicles held during a period, under forced row security. The overlap operator && is not
-- LEAKPROOF, so in a query on vehicle_holds PostgreSQL applies it only after the tenant policy,
-- row by row, and reads all of a company's holds to find the few that overlap. This function
-- runs as its owner, the migrating user (a superuser or BYPASSRLS role skips row security here;
-- any other owner still gets correct, slower results), keeps to the request's tenant itself and
-- lets the exclusion constraint's gist index answer the overlap. It returns vehicle ids only.
-- `except_kind`/`except_source` leave out one booking's own hold (an edit keeps its car).
CREATE OR REPLACE FUNCTION held_vehicle_ids(during tstzrange, except_kind text, except_source uuid)
  RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
AS $$
  SELECT vehicle_id FROM vehicle_holds
   WHERE tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
     AND period && during
     AND (except_source IS NULL OR NOT (kind = except_kind AND source_id = except_source))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION held_vehicle_ids(tstzrange, text, uuid) FROM PUBLIC;
