-- Vehicle search under forced row security. ilike is not LEAKPROOF, so in a query on vehicles
-- PostgreSQL applies it only after the tenant policy, row by row, never through the trigram
-- indexes. This function runs as its owner, the migrating user (a superuser or BYPASSRLS role
-- skips row security here; any other owner still gets correct, slower results), and keeps to
-- the request's tenant itself. It returns ids only; callers read the rows under row security.
CREATE OR REPLACE FUNCTION vehicle_search_ids(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
AS $$
  SELECT id FROM vehicles
   WHERE tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
     AND (make ILIKE pattern ESCAPE '\' OR model ILIKE pattern ESCAPE '\'
          OR license_plate ILIKE pattern ESCAPE '\' OR vin ILIKE pattern ESCAPE '\')
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vehicle_search_ids(text) FROM PUBLIC;
