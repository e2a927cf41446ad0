import { tenantSubdomainFromHost } from '@motorpool/domain/hosts';
import { prefetchCurrentTenant } from '../features/tenant/api/get-current-tenant.ts';
import { paths } from '../shared/config/paths.ts';
import type { loadNamespaces } from '../shared/i18n/i18n.ts';

type FirstPage = {
  // Translation namespaces loaded with `common` before the first paint.
  namespaces: Parameters<typeof loadNamespaces>;
  // Starts what the page will ask for once the router runs, so it loads alongside the router's
  // code instead of after it (the router's own imports then find it in the module cache).
  preload: () => void;
};

const loginPage = () => void import('../features/auth/pages/login-page.tsx');

// The pages most visits start on: the marketing landing and the sign-in pages.
export function firstPageOf({ host, pathname }: Location): FirstPage {
  const subdomain = tenantSubdomainFromHost(host);
  const login = pathname === paths.auth.login.path || pathname === paths.auth.adminLogin.path;
  if (subdomain) {
    return {
      namespaces: login ? ['tenant', 'auth'] : ['tenant'],
      preload: () => {
        prefetchCurrentTenant(subdomain);
        if (login) loginPage();
      },
    };
  }
  if (pathname === paths.auth.adminLogin.path) {
    return {
      namespaces: ['marketing', 'auth'],
      preload: () => {
        void import('./layouts/session-root.tsx');
        void import('./layouts/auth-layout.tsx');
        loginPage();
      },
    };
  }
  return {
    namespaces: ['marketing'],
    preload: () => {
      if (pathname === paths.marketing.landing.path) {
        void import('../features/marketing/pages/landing-page.tsx');
      }
    },
  };
}
