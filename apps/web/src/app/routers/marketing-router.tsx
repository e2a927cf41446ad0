import { useState } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../../shared/config/paths.ts';
import { InitialRouteProgress } from '../../shared/ui/route-progress.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { platformAdminChildren } from './admin-routes.tsx';
import { routeModule } from './route-module.ts';

const m = paths.marketing;

// Platform super administrators sign in on the marketing host (no company): /admin/auth/login,
// then the back-office shell without a tenant. Loaded only when visited: the landing page
// carries none of the session code.
const platformRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('../layouts/session-root.tsx')).SessionRoot }),
  HydrateFallback: InitialRouteProgress,
  children: [
    {
      path: paths.auth.adminRoot.path,
      lazy: async () => ({ Component: (await import('../layouts/auth-layout.tsx')).AuthLayout }),
      children: [
        { index: true, loader: () => redirect(paths.auth.adminLogin.getHref()) },
        {
          lazy: async () => ({
            Component: (await import('./route-guards.tsx')).RedirectSignedIn,
          }),
          children: [
            {
              path: 'login',
              lazy: async () => ({
                Component: (
                  await routeModule(
                    import('../../features/auth/pages/login-page.tsx'),
                    ['auth'],
                    'first page',
                  )
                ).AdminLoginPage,
              }),
            },
          ],
        },
      ],
    },
    {
      path: paths.admin.root.path,
      lazy: async () => ({
        Component: (await routeModule(import('../routes/admin-area.tsx'), 'all')).AdminArea,
      }),
      children: platformAdminChildren,
    },
  ],
};

// Every page is its own lazy chunk; the layout (header, footer) is shared and loads with the app.
export const marketingRoutes: RouteObject[] = [
  platformRoutes,
  {
    Component: PublicLayout,
    HydrateFallback: InitialRouteProgress,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (
            await routeModule(
              import('../../features/marketing/pages/landing-page.tsx'),
              [],
              'first page',
            )
          ).LandingPage,
        }),
      },
      {
        path: m.pricing.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/marketing/pages/pricing-page.tsx'), [])
          ).PricingPage,
        }),
      },
      {
        path: m.features.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/marketing/pages/features-page.tsx'), [])
          ).FeaturesPage,
        }),
      },
      {
        path: m.solutions.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/marketing/pages/solutions-page.tsx'), [])
          ).SolutionsPage,
        }),
      },
      {
        path: m.about.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/marketing/pages/about-page.tsx'), [])
          ).AboutPage,
        }),
      },
      {
        path: m.signup.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/signup/pages/signup-page.tsx'), ['signup'])
          ).SignupPage,
        }),
      },
      {
        path: m.signupConfirm.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/signup/pages/signup-confirm-page.tsx'), [
              'signup',
            ])
          ).SignupConfirmPage,
        }),
      },
      {
        path: m.privacyConfirm.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/privacy/pages/privacy-confirm-page.tsx'), [
              'privacy',
            ])
          ).PrivacyConfirmPage,
        }),
      },
      {
        path: m.privacyStatus.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/privacy/pages/privacy-status-page.tsx'), [
              'privacy',
            ])
          ).PrivacyStatusPage,
        }),
      },
      {
        path: m.signIn.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/marketing/pages/find-company-page.tsx'), [])
          ).FindCompanyPage,
        }),
      },
      {
        path: m.privacy.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../routes/privacy-route.tsx'), [
              'legal',
              'privacy',
              'consent',
            ])
          ).PrivacyRoute,
        }),
      },
      {
        path: m.terms.path,
        lazy: async () => ({
          Component: (await routeModule(import('../routes/terms-route.tsx'), ['legal', 'consent']))
            .TermsRoute,
        }),
      },
      {
        path: m.security.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/marketing/pages/security-page.tsx'), ['legal'])
          ).SecurityPage,
        }),
      },
      {
        path: m.contact.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/marketing/pages/request-pages.tsx'), [])
          ).ContactPage,
        }),
      },
      {
        path: m.demo.path,
        lazy: async () => ({
          Component: (
            await routeModule(import('../../features/marketing/pages/request-pages.tsx'), [])
          ).DemoPage,
        }),
      },
      {
        path: paths.notFound.path,
        lazy: async () => ({
          Component: (await routeModule(import('../../shared/ui/not-found-page.tsx'), []))
            .NotFoundPage,
        }),
      },
    ],
  },
];

export function MarketingApp() {
  const [router] = useState(() => createBrowserRouter(marketingRoutes));
  return <RouterProvider router={router} />;
}
