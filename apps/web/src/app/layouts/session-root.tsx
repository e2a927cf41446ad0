import { Outlet, ScrollRestoration } from 'react-router';
import { SessionManager } from '../../shared/auth/session-manager.tsx';
import { RouteProgress } from '../../shared/ui/route-progress.tsx';
import { SkipLink } from '../../shared/ui/skip-link.tsx';

// The root of every tenant route: the session keeper, the progress bar, scroll restoration.
export function SessionRoot() {
  return (
    <>
      <SkipLink />
      <RouteProgress />
      <ScrollRestoration />
      <SessionManager />
      <Outlet />
    </>
  );
}
