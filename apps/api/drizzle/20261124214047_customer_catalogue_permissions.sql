-- Customers browse the fleet, the branches and the lookups (vehicles:browse, branches:browse,
-- lookups:browse) instead of reading their back-office records; managers read the role
-- matrix their user pages show. Row level security is forced even for the table owner, so
-- each tenant is updated under its own tenant setting.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t.id::text, true);
    UPDATE roles
       SET permissions = array_replace(array_replace(array_replace(permissions,
             'vehicles:read', 'vehicles:browse'),
             'branches:read', 'branches:browse'),
             'lookups:read', 'lookups:browse')
     WHERE name = 'customer' AND is_system;
    UPDATE roles
       SET permissions = array_append(permissions, 'roles:read')
     WHERE name = 'manager' AND is_system AND NOT ('roles:read' = ANY (permissions));
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
