import { prefetchHome } from '../features/home/api/home-paths.ts';
import { prefetchCurrentTenant } from '../features/tenant/api/get-current-tenant.ts';
import { pageCompany } from '../shared/config/page-company.ts';
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

// The customer pages a visitor searches and picks a car on: the layout, the page and its
// translations, and for the home its public reads, all started with the router's code.
function customerPageOf(pathname: string): FirstPage | undefined {
  const c = paths.tenant;
  const layout = () => void import('./layouts/tenant-layout.tsx');
  if (pathname === c.home.path) {
    return {
      namespaces: ['tenant', 'shell', 'home'],
      preload: () => {
        layout();
        void import('./routes/home.tsx');
        prefetchHome();
      },
    };
  }
  if (pathname === c.catalog.path || pathname === c.vehicles.path) {
    return {
      namespaces: ['tenant', 'shell', 'catalog'],
      preload: () => {
        layout();
        void import('../features/catalog/pages/catalog-page.tsx');
      },
    };
  }
  if (pathname.startsWith(`${c.vehicles.path}/`)) {
    return {
      namespaces: ['tenant', 'shell', 'catalog'],
      preload: () => {
        layout();
        void import('../features/catalog/pages/vehicle-page.tsx');
      },
    };
  }
  return undefined;
}

// The pages most visits start on: the marketing landing, the sign-in pages and a company's
// customer home, catalogue and vehicle pages.
export function firstPageOf(
  location: Pick<Location, 'host' | 'pathname'>,
  subdomain = pageCompany(location),
): FirstPage {
  const { pathname } = location;
  const login = pathname === paths.auth.login.path || pathname === paths.auth.adminLogin.path;
  if (subdomain) {
    const customer = login ? undefined : customerPageOf(pathname);
    if (customer) {
      return {
        namespaces: customer.namespaces,
        preload: () => {
          prefetchCurrentTenant(subdomain);
          customer.preload();
        },
      };
    }
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
