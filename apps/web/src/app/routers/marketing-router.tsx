import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../../shared/config/paths.ts';
import { InitialRouteProgress } from '../../shared/ui/route-progress.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';

const m = paths.marketing;

// Every page is its own lazy chunk; the layout (header, footer) is shared and loads with the app.
export const marketingRoutes: RouteObject[] = [
  {
    Component: PublicLayout,
    HydrateFallback: InitialRouteProgress,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../features/marketing/pages/landing-page.tsx')).LandingPage,
        }),
      },
      {
        path: m.pricing.path,
        lazy: async () => ({
          Component: (await import('../../features/marketing/pages/pricing-page.tsx')).PricingPage,
        }),
      },
      {
        path: m.features.path,
        lazy: async () => ({
          Component: (await import('../../features/marketing/pages/features-page.tsx'))
            .FeaturesPage,
        }),
      },
      {
        path: m.solutions.path,
        lazy: async () => ({
          Component: (await import('../../features/marketing/pages/solutions-page.tsx'))
            .SolutionsPage,
        }),
      },
      {
        path: m.about.path,
        lazy: async () => ({
          Component: (await import('../../features/marketing/pages/about-page.tsx')).AboutPage,
        }),
      },
      {
        path: m.privacy.path,
        lazy: async () => ({
          Component: (await import('../../features/marketing/pages/privacy-page.tsx')).PrivacyPage,
        }),
      },
      {
        path: m.terms.path,
        lazy: async () => ({
          Component: (await import('../../features/marketing/pages/terms-page.tsx')).TermsPage,
        }),
      },
      {
        path: m.security.path,
        lazy: async () => ({
          Component: (await import('../../features/marketing/pages/security-page.tsx'))
            .SecurityPage,
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

export function MarketingApp() {
  const [router] = useState(() => createBrowserRouter(marketingRoutes));
  return <RouterProvider router={router} />;
}
