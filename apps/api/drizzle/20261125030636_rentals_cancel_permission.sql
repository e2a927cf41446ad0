-- Cancelling a pending rental is its own permission (rentals:cancel): the front-desk roles that
-- check cars out get it too. Row level security is forced even for the table owner, so each
-- tenant is updated under its own tenant setting.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t.id::text, true);
    UPDATE roles
       SET permissions = array_append(permissions, 'rentals:cancel')
     WHERE is_system AND 'rentals:checkout' = ANY (permissions)
       AND NOT ('rentals:cancel' = ANY (permissions));
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
