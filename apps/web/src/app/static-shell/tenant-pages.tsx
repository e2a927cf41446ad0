// Server only (built into dist/ssr by build.mjs, run by the API's web-app plugin): a
// company's home, catalogue and vehicle page rendered to HTML with the company's own data, in
// both languages, so a visitor's first paint shows the cars, offers and branches before any of
// the app's JavaScript has loaded. The page goes out like the first pages' static copies
// (render-shells.tsx, shell-script.js): the copy is shown at once, the app starts on the first
// interaction and takes the copy's place with what was typed carried over; it starts from the
// queries' answers written beside the copy (hydratePageData), so it paints the same content.
import { AsyncLocalStorage } from 'node:async_hooks';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import {
  dehydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import i18next, { type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { VehiclePage } from '../../features/catalog/pages/vehicle-page.tsx';
import { CatalogPage } from '../../features/catalog/pages/catalog-page.tsx';
import type { CurrentTenant } from '../../features/tenant/api/get-current-tenant.ts';
import { TenantContext } from '../../features/tenant/components/tenant-context.ts';
import { answerRequestsWith } from '../../shared/api/client.ts';
import { paths } from '../../shared/config/paths.ts';
import { languages, supportedLanguages, type Language } from '../../shared/i18n/languages.ts';
import { createQueryClient } from '../../shared/lib/query-client.ts';
import { cssVariablesResolver, theme } from '../../shared/theme/theme.ts';
import { StaticCopyContext } from '../../shared/ui/static-copy-context.ts';
import { ConsentBannerView } from '../../features/consent/components/consent-banner-view.tsx';
import { TenantLayout } from '../layouts/tenant-layout.tsx';
import { HomePage } from '../routes/home.tsx';

// The translation files are imported as the app's i18n.ts imports them, one at a time: a file
// imported both ways would be bundled into this module and split out of it at once. Every
// language and namespace is read on the first render and kept.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/*.json',
);
let translations: Promise<Resource> | undefined;

async function readTranslations(): Promise<Resource> {
  const resources: Resource = {};
  for (const [file, load] of Object.entries(localeFiles)) {
    const [language, namespace] = file.split('/').slice(-2);
    if (language && namespace) {
      (resources[language] ??= {})[namespace.replace('.json', '')] = (await load()).default;
    }
  }
  return resources;
}

function loadTranslations(): Promise<Resource> {
  translations ??= readTranslations().catch((error: unknown) => {
    translations = undefined;
    throw error;
  });
  return translations;
}

/** Answers one of the app's API calls (path under /api/v1) as the server would. */
export type PageFetch = (path: string, init: RequestInit) => Promise<Response>;

// The app's API client asks this render's server for its answers; concurrent renders (other
// companies, other visitors) each have their own.
const renders = new AsyncLocalStorage<PageFetch>();
answerRequestsWith((input, init = {}) => {
  const answer = renders.getStore();
  if (!answer) return Promise.reject(new Error('no page render is running'));
  return answer(String(input), init);
});

const c = paths.tenant;
const rel = (path: string) => path.replace(/^\//, '');

/** The pages rendered here: a company's first pages for a visitor searching for a car. */
export function isTenantFirstPage(pathname: string): boolean {
  const bare = pathname.replace(/\/+$/, '') || '/';
  return (
    bare === c.home.path ||
    bare === c.catalog.path ||
    bare === c.vehicles.path ||
    /^\/vehicles\/[^/]+$/.test(bare)
  );
}

function tree(
  url: URL,
  tenant: CurrentTenant,
  language: Language,
  queryClient: QueryClient,
  resources: Resource,
) {
  const i18n = i18next.createInstance();
  void i18n.init({ resources, lng: language, defaultNS: 'common', initAsync: false });
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={languages[language].dir} detectDirection={false}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
        >
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
              <StaticCopyContext value>
                <TenantContext value={tenant}>
                  <Routes>
                    <Route element={<TenantLayout />}>
                      <Route index element={<HomePage />} />
                      <Route path={rel(c.catalog.path)} element={<CatalogPage />} />
                      <Route path={rel(c.vehicles.path)} element={<CatalogPage />} />
                      <Route path={rel(c.vehicleDetail.path)} element={<VehiclePage />} />
                    </Route>
                  </Routes>
                </TenantContext>
                <ConsentBannerView />
              </StaticCopyContext>
            </MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

// Queries the render asked for and nobody fetched: rendering on the server runs no effects, so
// the queries are fetched here, with the components' own functions, and the page rendered
// again with their answers (a query enabled by another's answer takes one more round).
function waiting(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const enabled = (query.options as { enabled?: unknown }).enabled;
      const on = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
      return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    });
}

export type RenderedPage = { language: Language; html: string; state: DehydratedState };

async function renderIn(
  url: URL,
  tenant: CurrentTenant,
  language: Language,
  fetchFor: (language: Language) => PageFetch,
): Promise<RenderedPage> {
  const resources = await loadTranslations();
  const queryClient = createQueryClient();
  // Fetched just now: the copy shows the answers as settled, not as about to be asked again.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, staleTime: Number.POSITIVE_INFINITY },
  });
  const page = () => tree(url, tenant, language, queryClient, resources);
  // Ids (and the class names Mantine derives from them) must not collide with the app's.
  const options = { identifierPrefix: 'shell-' };
  return renders.run(fetchFor(language), async () => {
    for (let round = 0; round < 4; round += 1) {
      // prerender waits for the lazy parts; renderToString below writes them in place.
      await prerender(page(), options);
      const queries = waiting(queryClient);
      if (queries.length === 0) break;
      await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    }
    // The mark tells the app to keep the copy up until its own page has rendered.
    const html = `<span data-page-copy hidden></span>${renderToString(page(), options)}`;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    });
    queryClient.clear();
    return { language, html, state };
  });
}

/** The page at `url` for `tenant` in every language; `fetchFor` answers its API calls. */
export async function renderTenantPage(input: {
  url: URL;
  tenant: CurrentTenant;
  fetchFor: (language: Language) => PageFetch;
}): Promise<RenderedPage[]> {
  const rendered: RenderedPage[] = [];
  for (const language of supportedLanguages) {
    rendered.push(await renderIn(input.url, input.tenant, language, input.fetchFor));
  }
  return rendered;
}
