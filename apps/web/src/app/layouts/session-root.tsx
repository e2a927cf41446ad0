import { Outlet, ScrollRestoration } from 'react-router';
import { SessionManager } from '../../shared/auth/session-manager.tsx';
import { RouteProgress } from '../../shared/ui/route-progress.tsx';
import { SkipLink } from '../../shared/ui/skip-link.tsx';
import { useReplaceStaticShell } from '../../shared/ui/use-static-shell.ts';

// The root of every tenant route: the session keeper, the progress bar, scroll restoration.
export function SessionRoot() {
  useReplaceStaticShell();
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
