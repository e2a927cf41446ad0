import { lazy, Suspense } from 'react';
import { ConsentBanner } from '../features/consent/components/consent-banner.tsx';
import { pageCompany } from '../shared/config/page-company.ts';
import { AppProvider } from './provider.tsx';

// A tenant host shows the tenant application, any other host the marketing site. Each
// host loads only its own router (the landing page carries none of the tenant layouts and vice
// versa); the import starts when this module is evaluated, in parallel with the first render.
const subdomain = pageCompany();
const hostApp = subdomain
  ? import('./routers/tenant-router.tsx').then(({ TenantApp }) => ({
      default: () => <TenantApp subdomain={subdomain} />,
    }))
  : import('./routers/marketing-router.tsx').then(({ MarketingApp }) => ({
      default: MarketingApp,
    }));
const HostApp = lazy(() => hostApp);

export function App() {
  return (
    <AppProvider>
      <Suspense fallback={null}>
        <HostApp />
      </Suspense>
      <ConsentBanner />
    </AppProvider>
  );
}
