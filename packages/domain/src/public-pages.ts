// The marketing site's public pages, shared by the web build (each page's static copy and its
// head tags) and the server (which file answers which address, the sitemap). A page's Arabic
// version is the same address with ?lng=ar, the first thing the app's language detection reads;
// the address without it is the English one.
export const publicPages = [
  { id: 'landing', path: '/' },
  { id: 'pricing', path: '/pricing' },
  { id: 'features', path: '/features' },
  { id: 'solutions', path: '/solutions' },
  { id: 'about', path: '/about' },
  { id: 'privacy', path: '/privacy' },
  { id: 'terms', path: '/terms' },
  { id: 'security', path: '/security' },
  { id: 'contact', path: '/contact' },
  { id: 'demo', path: '/demo' },
] as const;

// Written by the build where a page's absolute address belongs (its head tags); the server puts
// the site's origin in its place when it sends the page.
export const publicOriginToken = '__MOTORPOOL_PUBLIC_ORIGIN__';

export type PublicPageId = (typeof publicPages)[number]['id'];
export type PublicPageLanguage = 'en' | 'ar';
export const publicPageLanguages: readonly PublicPageLanguage[] = ['en', 'ar'];

/** The page's address in `language`, absolute on `origin` (no trailing slash). */
export function publicPageUrl(origin: string, path: string, language: PublicPageLanguage): string {
  return language === 'en' ? `${origin}${path}` : `${origin}${path}?lng=${language}`;
}

/** The public page an address (path and query) opens, with the language its query asks for. */
export function publicPageOf(
  url: string,
): { id: PublicPageId; language: PublicPageLanguage } | null {
  const [rawPath = '/', query = ''] = url.split('?');
  const pathname = rawPath.replace(/\/+$/, '') || '/';
  const page = publicPages.find((candidate) => candidate.path === pathname);
  if (!page) return null;
  // the domain package runs without the DOM's or Node's URL helpers
  const lng = query
    .split('&')
    .map((pair) => pair.split('='))
    .find(([key]) => key === 'lng')?.[1]
    ?.toLowerCase()
    .split('-')[0];
  return { id: page.id, language: lng === 'ar' ? 'ar' : 'en' };
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every public page in both languages, each naming its other-language version. */
export function sitemapXml(origin: string): string {
  const alternates = (path: string) =>
    [
      ...publicPageLanguages.map((language) => [language, language] as const),
      ['x-default', 'en'] as const,
    ]
      .map(
        ([hreflang, language]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(publicPageUrl(origin, path, language))}"/>`,
      )
      .join('\n');
  const entries = publicPages.flatMap(({ path }) =>
    publicPageLanguages.map(
      (language) =>
        `  <url>\n    <loc>${xmlEscape(publicPageUrl(origin, path, language))}</loc>\n${alternates(path)}\n  </url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the back office and the API are not for search engines; the sitemap is named. */
export function robotsTxt(origin: string | null): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    'Disallow: /api/',
    ...(origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    '',
  ].join('\n');
}
