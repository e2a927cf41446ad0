import { describe, expect, it } from 'vitest';
import { publicPageOf, publicPageUrl, publicPages, robotsTxt, sitemapXml } from './public-pages.ts';

describe('public pages', () => {
  it('reads the page and its language from an address', () => {
    expect(publicPageOf('/')).toEqual({ id: 'landing', language: 'en' });
    expect(publicPageOf('/?lng=ar')).toEqual({ id: 'landing', language: 'ar' });
    expect(publicPageOf('/pricing/?lng=AR-sa&x=1')).toEqual({ id: 'pricing', language: 'ar' });
    expect(publicPageOf('/privacy?lng=fr')).toEqual({ id: 'privacy', language: 'en' });
    expect(publicPageOf('/admin/auth/login')).toBeNull();
    expect(publicPageOf('/pricing-plans')).toBeNull();
    expect(publicPageOf('/contact')).toEqual({ id: 'contact', language: 'en' });
    expect(publicPageOf('/demo/?lng=ar')).toEqual({ id: 'demo', language: 'ar' });
  });

  it('lists every page in both languages in the sitemap, each with its alternates', () => {
    const xml = sitemapXml('https://motorpool.app');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(publicPages.length * 2);
    expect(locs).toContain('https://motorpool.app/terms');
    expect(locs).toContain('https://motorpool.app/terms?lng=ar');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="https://motorpool.app/?lng=ar"/>',
    );
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(publicPages.length * 2);
    expect(publicPageUrl('http://localhost:3000', '/about', 'ar')).toBe(
      'http://localhost:3000/about?lng=ar',
    );
  });

  it('names the sitemap in robots.txt only when the site has one', () => {
    expect(robotsTxt('https://motorpool.app')).toContain(
      'Sitemap: https://motorpool.app/sitemap.xml',
    );
    expect(robotsTxt(null)).not.toContain('Sitemap');
    expect(robotsTxt(null)).toContain('Disallow: /admin/');
  });
});
