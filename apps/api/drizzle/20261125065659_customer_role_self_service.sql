-- Customers change their own reservations' dates and pay their own balance by card
-- (reservations:update, payments:create, payments:process); the services keep them to their
-- own records. Row level security is forced even for the table owner, so each tenant is
-- updated under its own tenant setting.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t.id::text, true);
    UPDATE roles
       SET permissions = array_append(permissions, 'reservations:update')
     WHERE name = 'customer' AND is_system AND NOT ('reservations:update' = ANY (permissions));
    UPDATE roles
       SET permissions = array_append(permissions, 'payments:create')
     WHERE name = 'customer' AND is_system AND NOT ('payments:create' = ANY (permissions));
    UPDATE roles
       SET permissions = array_append(permissions, 'payments:process')
     WHERE name = 'customer' AND is_system AND NOT ('payments:process' = ANY (permissions));
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
