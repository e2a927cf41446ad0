import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../../shared/config/paths.ts';
import { InitialRouteProgress } from '../../shared/ui/route-progress.tsx';
import { TenantGate } from '../../features/tenant/components/tenant-gate.tsx';
import { TenantLayout } from '../layouts/tenant-layout.tsx';

export const tenantRoutes: RouteObject[] = [
  {
    Component: TenantLayout,
    HydrateFallback: InitialRouteProgress,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../features/tenant/pages/tenant-home-page.tsx'))
            .TenantHomePage,
        }),
      },
      {
        path: paths.notFound.path,
        lazy: async () => ({
          Component: (await import('../../shared/ui/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
];

// The tenant is resolved first (GET /tenants/current); only a known, active tenant gets the
// router. Sign-in, back office and customer routes join this table in later releases.
export function TenantApp({ subdomain }: { subdomain: string }) {
  return (
    <TenantGate subdomain={subdomain}>
      <TenantRouter />
    </TenantGate>
  );
}

function TenantRouter() {
  const [router] = useState(() => createBrowserRouter(tenantRoutes));
  return <RouterProvider router={router} />;
}
