-- The signed-in caller of a tenant request in one round trip: the auth check runs on every
-- request, and opening a transaction for it would cost four. It runs as the caller (row
-- security applies) and sets the tenant for its own statement only: called on its own, the
-- statement is its own transaction.
CREATE OR REPLACE FUNCTION tenant_principal(p_tenant uuid, p_user uuid, p_family uuid)
  RETURNS TABLE (roles text[], permissions text[], branch_id uuid, role_permissions jsonb)
  LANGUAGE plpgsql VOLATILE
  SET search_path = public, pg_temp
AS $$
#variable_conflict use_column
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant::text, true);
  RETURN QUERY
    SELECT u.roles, u.permissions, u.branch_id,
           coalesce((SELECT jsonb_object_agg(r.name, r.permissions)
                       FROM roles r WHERE r.name = ANY (u.roles)), '{}'::jsonb)
      FROM users u
      JOIN sessions s ON s.user_id = u.id AND s.tenant_id = u.tenant_id
     WHERE u.id = p_user AND u.status = 'active' AND s.family_id = p_family
       AND s.revoked_at IS NULL AND s.expires_at > now()
     LIMIT 1;
END
$$;
