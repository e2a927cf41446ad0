import { tenantSubdomainFromHost } from '@motorpool/domain/hosts';
import { AppProvider } from './provider.tsx';
import { MarketingApp } from './routers/marketing-router.tsx';
import { TenantApp } from './routers/tenant-router.tsx';

// SPEC §1: a tenant host shows the tenant application, any other host the marketing site.
// Both routers are small (every page behind them loads lazily), so they ship in the entry chunk
// and the first page needs one round trip less.
export function App() {
  const subdomain = tenantSubdomainFromHost(window.location.host);
  return (
    <AppProvider>{subdomain ? <TenantApp subdomain={subdomain} /> : <MarketingApp />}</AppProvider>
  );
}
