import {
  publicPageLanguages,
  publicPages,
  publicPageUrl,
  type PublicPageId,
  type PublicPageLanguage,
} from '@motorpool/domain/public-pages';
import { planCurrency, plans } from '../config/plans.ts';

export type PageHeadCopy = {
  siteName: string;
  title: string;
  description: string;
  /** plan names, for the structured data's offers */
  planNames: Record<string, string>;
};

export type PageHead = { title: string; tags: string };

// The pages whose structured data carries the plans' offers (the landing shows the pricing too).
const pagesWithOffers: readonly PublicPageId[] = ['landing', 'pricing'];
const ogLocales: Record<PublicPageLanguage, string> = { en: 'en_US', ar: 'ar_SA' };

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Minor units to the decimal the schema.org price expects (plans are in a two-digit currency).
const price = (minor: number) => (minor / 100).toFixed(2);

function structuredData(
  page: PublicPageId,
  language: PublicPageLanguage,
  url: string,
  copy: PageHeadCopy,
): object {
  const offers = plans.flatMap((plan) =>
    plan.price
      ? (['monthly', 'annual'] as const).map((billing) => ({
          '@type': 'Offer',
          name: copy.planNames[plan.id] ?? plan.id,
          price: price(plan.price![billing]),
          priceCurrency: planCurrency,
          url,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: price(plan.price![billing]),
            priceCurrency: planCurrency,
            billingDuration: billing === 'monthly' ? 'P1M' : 'P1Y',
            unitText: billing === 'monthly' ? 'MON' : 'ANN',
          },
        }))
      : [],
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: copy.siteName,
    description: copy.description,
    url,
    inLanguage: language,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    ...(pagesWithOffers.includes(page) ? { offers } : {}),
  };
}

/**
 * A public page's head in one language: its title, and the tags search engines and link
 * previews read (description, canonical address, the other language's address, Open Graph,
 * structured data). Each tag is marked data-page-head so the app can swap them on navigation.
 */
export function pageHead(
  page: PublicPageId,
  language: PublicPageLanguage,
  origin: string,
  copy: PageHeadCopy,
): PageHead {
  const path = publicPages.find((candidate) => candidate.id === page)?.path ?? '/';
  const url = publicPageUrl(origin, path, language);
  const title = page === 'landing' ? copy.title : `${copy.title} · ${copy.siteName}`;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attribute(content)}" data-page-head>`;
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${attribute(href)}" data-page-head>`;
  const json = JSON.stringify(structuredData(page, language, url, copy)).replace(/</g, '\\u003c');
  const tags = [
    meta('name', 'description', copy.description),
    link('canonical', url),
    ...publicPageLanguages.map((other) =>
      link('alternate', publicPageUrl(origin, path, other), other),
    ),
    link('alternate', publicPageUrl(origin, path, 'en'), 'x-default'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', copy.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', copy.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', `${origin}/og-image.png`),
    meta('property', 'og:locale', ogLocales[language]),
    ...publicPageLanguages
      .filter((other) => other !== language)
      .map((other) => meta('property', 'og:locale:alternate', ogLocales[other])),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json" data-page-head>${json}</script>`,
  ];
  return { title, tags: tags.join('') };
}
