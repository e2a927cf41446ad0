import { useContext, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { destinationAfterLogin, homeOfRole } from '../../features/auth/lib/destination.ts';
import { fromOfState } from '../../features/auth/lib/use-login.ts';
import { isBackOfficeRole } from '../../shared/auth/session-store.ts';
import { useCurrentUser, useSession } from '../../shared/auth/use-current-user.ts';
import { paths } from '../../shared/config/paths.ts';
import { TenantContext } from '../../features/tenant/components/tenant-context.ts';
import { ForbiddenPage } from '../../shared/ui/forbidden-page.tsx';

function useFrom(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

// The back office: signed out → admin login (remembering the page); several roles and none
// chosen → /roles; a customer session → the permission message.
export function RequireBackOffice({ children }: { children: ReactNode }) {
  const { user, activeRole } = useSession();
  const from = useFrom();
  if (!user) return <Navigate to={paths.auth.adminLogin.getHref()} replace state={{ from }} />;
  if (!activeRole && user.roles.length > 1) {
    return <Navigate to={paths.auth.roles.getHref()} replace state={{ from }} />;
  }
  if (!isBackOfficeRole(activeRole)) {
    return (
      <main id="main">
        <ForbiddenPage homeHref={activeRole ? homeOfRole(activeRole) : '/'} />
      </main>
    );
  }
  return children;
}

// A page needing one permission: without it, the message instead of the page.
export function RequirePermission({ permission }: { permission: string }) {
  const { can, activeRole } = useCurrentUser();
  if (!can(permission)) {
    return <ForbiddenPage homeHref={activeRole ? homeOfRole(activeRole) : '/'} />;
  }
  return <Outlet />;
}

// Platform pages (super administrators, companies): only a super administrator signed in on the
// platform itself (no company host). Company users, even administrators, see the message.
export function RequirePlatformAdmin() {
  const tenant = useContext(TenantContext);
  const { activeRole } = useCurrentUser();
  if (tenant || activeRole !== 'super-admin') {
    return <ForbiddenPage homeHref={activeRole ? homeOfRole(activeRole) : '/'} />;
  }
  return <Outlet />;
}

// The customer's own pages (bookings, profile, settings): signed out → customer sign-in,
// remembering the page.
export function RequireCustomerSession() {
  const { user } = useSession();
  const from = useFrom();
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace state={{ from }} />;
  return <Outlet />;
}

// /roles: only for a signed-in user.
export function RequireSignedIn() {
  const { user } = useSession();
  const from = useFrom();
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace state={{ from }} />;
  return <Outlet />;
}

// The login pages: someone already signed in (with a role chosen) goes to the page they were
// heading to, else their start page. Signing in or registering here re-renders this guard as the
// session starts, so it must agree with the page's own destination (a booking's step 4).
export function RedirectSignedIn() {
  const { user, activeRole } = useSession();
  const location = useLocation();
  if (user && activeRole) {
    const to = destinationAfterLogin([activeRole], fromOfState(location.state));
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}
