// Build time only (vite.config.ts, static-shells plugin): the first pages rendered to HTML in
// both languages with the app's own components, translations and theme. index.html paints the
// one that matches the visit before any JavaScript has run (shell-script.js); the app replaces
// it once its page is ready (use-static-shell.ts).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Box, DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { publicOriginToken, publicPages, type PublicPageId } from '@motorpool/domain/public-pages';
import { LoginPage, type LoginVariant } from '../../features/auth/pages/login-page.tsx';
import { PublicFooter } from '../../features/marketing/components/public-footer.tsx';
import { PublicHeader } from '../../features/marketing/components/public-header.tsx';
import { AboutPage } from '../../features/marketing/pages/about-page.tsx';
import { FeaturesPage } from '../../features/marketing/pages/features-page.tsx';
import { LandingPage } from '../../features/marketing/pages/landing-page.tsx';
import { PricingPage } from '../../features/marketing/pages/pricing-page.tsx';
import { ContactPage, DemoPage } from '../../features/marketing/pages/request-pages.tsx';
import { SecurityPage } from '../../features/marketing/pages/security-page.tsx';
import { SolutionsPage } from '../../features/marketing/pages/solutions-page.tsx';
import { headCopy } from '../../features/marketing/seo/head-copy.ts';
import { pageHead, type PageHead } from '../../features/marketing/seo/page-head.ts';
import type { CurrentTenant } from '../../features/tenant/api/get-current-tenant.ts';
import { TenantContext } from '../../features/tenant/components/tenant-context.ts';
import { languages, supportedLanguages, type Language } from '../../shared/i18n/languages.ts';
import { createQueryClient } from '../../shared/lib/query-client.ts';
import { cssVariablesResolver, theme } from '../../shared/theme/theme.ts';
import { SkipLink } from '../../shared/ui/skip-link.tsx';
import { StaticCopyContext } from '../../shared/ui/static-copy-context.ts';
import { ConsentBannerView } from '../../features/consent/components/consent-banner-view.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { PrivacyRoute } from '../routes/privacy-route.tsx';
import { TermsRoute } from '../routes/terms-route.tsx';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/*.json',
  { eager: true },
);

function translations(): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(localeFiles)) {
    const [language, namespace] = file.split('/').slice(-2);
    if (language && namespace) {
      (resources[language] ??= {})[namespace.replace('.json', '')] = module.default;
    }
  }
  return resources;
}

// The company is not known before GET /tenants/current: its header shows the logo mark alone.
const unknownTenant: CurrentTenant = {
  id: '',
  name: '',
  subdomain: 'demo',
  status: 'active',
  currency: 'USD',
  timeZone: 'UTC',
  taxRateBp: 0,
  isDemo: false,
  branding: { logoUrl: null, primaryColor: null },
};

// `modules`: the chunks (by source module) whose styles (CSS modules) the shell's markup uses;
// `signedIn`: shown to signed-in visitors too (the app sends them on from the sign-in pages);
// `socialSignIn`: the company's social sign-in buttons belong on the page, which its copy
// cannot know; `publicPage`: a page of the marketing site, sent with its own head per language.
type Shell = {
  id: string;
  url: string;
  page: ReactNode;
  modules: string[];
  signedIn?: boolean;
  socialSignIn?: boolean;
  publicPage?: PublicPageId;
};

const loginShell = (variant: LoginVariant, tenant: boolean): ReactNode => (
  <TenantContext value={tenant ? unknownTenant : null}>
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path="*" element={<LoginPage variant={variant} />} />
      </Route>
    </Routes>
  </TenantContext>
);

// A whole public page, as the marketing layout shows it.
const publicShell = (page: ReactNode): ReactNode => (
  <>
    <SkipLink />
    <PublicHeader />
    <Box component="main" id="main" tabIndex={-1} flex={1}>
      {page}
    </Box>
    <PublicFooter />
  </>
);

const publicPageComponents: Record<PublicPageId, { page: ReactNode; module: string }> = {
  landing: { page: <LandingPage />, module: 'src/features/marketing/pages/landing-page.tsx' },
  pricing: { page: <PricingPage />, module: 'src/features/marketing/pages/pricing-page.tsx' },
  features: { page: <FeaturesPage />, module: 'src/features/marketing/pages/features-page.tsx' },
  solutions: { page: <SolutionsPage />, module: 'src/features/marketing/pages/solutions-page.tsx' },
  about: { page: <AboutPage />, module: 'src/features/marketing/pages/about-page.tsx' },
  privacy: { page: <PrivacyRoute />, module: 'src/app/routes/privacy-route.tsx' },
  terms: { page: <TermsRoute />, module: 'src/app/routes/terms-route.tsx' },
  security: { page: <SecurityPage />, module: 'src/features/marketing/pages/security-page.tsx' },
  contact: { page: <ContactPage />, module: 'src/features/marketing/pages/request-pages.tsx' },
  demo: { page: <DemoPage />, module: 'src/features/marketing/pages/request-pages.tsx' },
};

// Every public page opens as its copy; they are the same to visitors signed in or not.
const publicShells: Shell[] = publicPages.map(({ id, path }) => ({
  id,
  url: `http://localhost${path}`,
  signedIn: true,
  publicPage: id,
  page: publicShell(publicPageComponents[id].page),
  modules: [
    'src/app/routers/marketing-router.tsx',
    publicPageComponents[id].module,
    'src/features/marketing/components/public-footer-newsletter.tsx',
  ],
}));

const shells: Shell[] = [
  ...publicShells,
  {
    id: 'tenant-login',
    modules: [],
    socialSignIn: true,
    url: 'http://demo.localhost/auth/login',
    page: loginShell('customer', true),
  },
  {
    id: 'tenant-admin-login',
    modules: [],
    socialSignIn: true,
    url: 'http://demo.localhost/admin/auth/login',
    page: loginShell('admin', true),
  },
  {
    id: 'platform-admin-login',
    modules: [],
    url: 'http://localhost/admin/auth/login',
    page: loginShell('admin', false),
  },
];

async function render(
  { url, page }: Shell,
  language: Language,
  resources: Resource,
): Promise<string> {
  const i18n = i18next.createInstance();
  void i18n.init({ resources, lng: language, defaultNS: 'common', initAsync: false });
  // The login page reads the host to hold the demo accounts' button, hidden, on a company's page.
  Object.assign(globalThis, { window: { location: new URL(url) } });
  const tree = (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={languages[language].dir} detectDirection={false}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
        >
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter initialEntries={[new URL(url).pathname]}>
              <StaticCopyContext value>
                {page}
                <ConsentBannerView />
              </StaticCopyContext>
            </MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
  // Ids (and the class names Mantine derives from them) must not collide with the app's.
  const options = { identifierPrefix: 'shell-' };
  // prerender waits for the lazy parts (the footer's newsletter form) but writes late ones
  // apart, behind inline scripts that the content security policy refuses; once they have
  // loaded, renderToString writes them in place.
  await prerender(tree, options);
  return renderToString(tree, options);
}

export type RenderedShell = {
  id: string;
  language: Language;
  html: string;
  modules: string[];
  signedIn: boolean;
  socialSignIn: boolean;
  /** a public page's head in this language, its addresses on publicOriginToken */
  head: PageHead | null;
};

function headOf(shell: Shell, language: Language, resources: Resource): PageHead | null {
  if (!shell.publicPage) return null;
  const i18n: I18n = i18next.createInstance();
  void i18n.init({ resources, lng: language, defaultNS: 'common', initAsync: false });
  return pageHead(
    shell.publicPage,
    language,
    publicOriginToken,
    headCopy(i18n, shell.publicPage, language),
  );
}

// Every shell in every language.
export async function renderShells(): Promise<RenderedShell[]> {
  const resources = translations();
  const rendered: RenderedShell[] = [];
  for (const shell of shells) {
    for (const language of supportedLanguages) {
      rendered.push({
        id: shell.id,
        language,
        html: await render(shell, language, resources),
        modules: shell.modules,
        signedIn: shell.signedIn ?? false,
        socialSignIn: shell.socialSignIn ?? false,
        head: headOf(shell, language, resources),
      });
    }
  }
  return rendered;
}
