import { useContext, useState, type ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../../shared/config/paths.ts';
import { InitialRouteProgress } from '../../shared/ui/route-progress.tsx';
import { TenantContext } from '../../features/tenant/components/tenant-context.ts';
import { TenantGate } from '../../features/tenant/components/tenant-gate.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { SessionRoot } from '../layouts/session-root.tsx';
import { tenantAdminChildren } from './admin-routes.tsx';
import { customerChildren } from './customer-routes.tsx';
import { RedirectSignedIn, RequireSignedIn } from './route-guards.tsx';
import { routeModule } from './route-module.ts';

const notFound: RouteObject = {
  path: paths.notFound.path,
  lazy: async () => ({
    Component: (await routeModule(import('../../shared/ui/not-found-page.tsx'), [])).NotFoundPage,
  }),
};

const authPage = <T,>(module: Promise<T>) => routeModule(module, ['auth', 'roles']);
const loginPages = () =>
  routeModule(import('../../features/auth/pages/login-page.tsx'), ['auth'], 'first page');

// The demo accounts (public password) are offered only on a company marked as a demo.
function offeringDemo(Page: ComponentType<{ demoCompany?: string | undefined }>) {
  return function TenantLoginPage() {
    const tenant = useContext(TenantContext);
    return <Page demoCompany={tenant?.isDemo ? tenant.subdomain : undefined} />;
  };
}

// Route table: sign-in (admin and customer), registration and password reset, role
// selection, the back office (admin-routes.tsx) and the customer area (customer-routes.tsx).
export const tenantRoutes: RouteObject[] = [
  {
    Component: SessionRoot,
    HydrateFallback: InitialRouteProgress,
    children: [
      {
        path: paths.auth.roles.path,
        Component: AuthLayout,
        children: [
          {
            Component: RequireSignedIn,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await authPage(import('../../features/auth/pages/roles-page.tsx')))
                    .RolesPage,
                }),
              },
            ],
          },
        ],
      },
      {
        path: paths.auth.adminRoot.path,
        Component: AuthLayout,
        children: [
          { index: true, loader: () => redirect(paths.auth.adminLogin.getHref()) },
          {
            Component: RedirectSignedIn,
            children: [
              {
                path: 'login',
                lazy: async () => ({
                  Component: offeringDemo((await loginPages()).AdminLoginPage),
                }),
              },
            ],
          },
          notFound,
        ],
      },
      {
        path: paths.auth.root.path,
        Component: AuthLayout,
        children: [
          { index: true, loader: () => redirect(paths.auth.login.getHref()) },
          {
            Component: RedirectSignedIn,
            children: [
              {
                path: 'login',
                lazy: async () => ({
                  Component: offeringDemo((await loginPages()).CustomerLoginPage),
                }),
              },
              {
                path: 'register',
                lazy: async () => ({
                  Component: (await authPage(import('../../features/auth/pages/register-page.tsx')))
                    .RegisterPage,
                }),
              },
            ],
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (
                await authPage(import('../../features/auth/pages/forgot-password-page.tsx'))
              ).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (
                await authPage(import('../../features/auth/pages/reset-password-page.tsx'))
              ).ResetPasswordPage,
            }),
          },
          {
            path: 'support-access',
            lazy: async () => ({
              Component: (
                await import('../../features/impersonation/pages/support-access-page.tsx')
              ).SupportAccessPage,
            }),
          },
          {
            // a confirmed sign-up's first page: the hand-over code signs the administrator in
            path: 'welcome',
            lazy: async () => ({
              Component: (
                await routeModule(import('../../features/signup/pages/welcome-page.tsx'), [
                  'signup',
                ])
              ).WelcomePage,
            }),
          },
          {
            path: 'oidc/complete',
            lazy: async () => ({
              Component: (
                await authPage(import('../../features/auth/pages/oidc-complete-page.tsx'))
              ).OidcCompletePage,
            }),
          },
          {
            path: 'verify-email',
            lazy: async () => ({
              Component: (await authPage(import('../../features/auth/pages/verify-email-page.tsx')))
                .VerifyEmailPage,
            }),
          },
          notFound,
        ],
      },
      {
        path: paths.admin.root.path,
        lazy: async () => ({
          Component: (await routeModule(import('../routes/admin-area.tsx'), 'all')).AdminArea,
        }),
        children: tenantAdminChildren,
      },
      {
        lazy: async () => ({
          // the header's own texts; each customer page loads its own (customer-routes.tsx)
          Component: (
            await routeModule(import('../layouts/tenant-layout.tsx'), ['shell', 'tenant'])
          ).TenantLayout,
        }),
        children: customerChildren,
      },
    ],
  },
];

// The tenant is resolved first (GET /tenants/current); only a known, active tenant gets the
// router rendered, so the session (bound to that tenant) is checked against the right one. The
// router itself starts at once: the page's code loads while the tenant is being resolved.
export function TenantApp({ subdomain }: { subdomain: string }) {
  const [router] = useState(() => createBrowserRouter(tenantRoutes));
  return (
    <TenantGate subdomain={subdomain}>
      <RouterProvider router={router} />
    </TenantGate>
  );
}
