import { beforeAll, describe, expect, it } from 'vitest';
import { publicPages, type PublicPageLanguage } from '@motorpool/domain/public-pages';
import { i18n, initI18n, loadNamespaces } from '../../../shared/i18n/i18n.ts';
import { headCopy } from './head-copy.ts';
import { pageHead } from './page-head.ts';

const origin = 'https://motorpool.app';

function headOf(page: (typeof publicPages)[number]['id'], language: PublicPageLanguage) {
  const head = pageHead(page, language, origin, headCopy(i18n, page, language));
  const doc = new DOMParser().parseFromString(`<head>${head.tags}</head>`, 'text/html');
  const attr = (selector: string, name: string) =>
    doc.head.querySelector(selector)?.getAttribute(name) ?? null;
  return { head, doc, attr };
}

beforeAll(async () => {
  initI18n();
  await loadNamespaces('marketing');
});

describe('public page head tags', () => {
  it('gives every page a title and description of its own in each language', () => {
    for (const language of ['en', 'ar'] as const) {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const { id } of publicPages) {
        const { head, attr } = headOf(id, language);
        titles.add(head.title);
        const description = attr('meta[name="description"]', 'content') ?? '';
        descriptions.add(description);
        expect(description.length, `${id} ${language}`).toBeGreaterThan(50);
        expect(description.length, `${id} ${language}`).toBeLessThanOrEqual(200);
        expect(attr('meta[property="og:title"]', 'content')).toBe(head.title);
        expect(attr('meta[property="og:description"]', 'content')).toBe(description);
      }
      expect(titles.size).toBe(publicPages.length);
      expect(descriptions.size).toBe(publicPages.length);
    }
    expect(headOf('pricing', 'en').head.title).toBe('Pricing · Motorpool');
    expect(headOf('pricing', 'ar').head.title).toBe('الأسعار · موتوربول');
  });

  it('names the canonical address and both languages, English as the default', () => {
    const { attr } = headOf('privacy', 'ar');
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${origin}/privacy?lng=ar`);
    expect(attr('link[hreflang="en"]', 'href')).toBe(`${origin}/privacy`);
    expect(attr('link[hreflang="ar"]', 'href')).toBe(`${origin}/privacy?lng=ar`);
    expect(attr('link[hreflang="x-default"]', 'href')).toBe(`${origin}/privacy`);
    expect(attr('meta[property="og:url"]', 'content')).toBe(`${origin}/privacy?lng=ar`);
    expect(attr('meta[property="og:locale"]', 'content')).toBe('ar_SA');
    expect(attr('meta[property="og:locale:alternate"]', 'content')).toBe('en_US');
    expect(headOf('landing', 'en').attr('link[rel="canonical"]', 'href')).toBe(`${origin}/`);
  });

  it("describes the product with the plans' offers in structured data", () => {
    const data = (page: 'pricing' | 'terms') =>
      JSON.parse(
        headOf(page, 'en').doc.head.querySelector('script[type="application/ld+json"]')
          ?.textContent ?? '{}',
      ) as { '@type': string; offers?: { name: string; price: string; priceCurrency: string }[] };
    const pricing = data('pricing');
    expect(pricing['@type']).toBe('SoftwareApplication');
    expect(pricing.offers).toContainEqual(
      expect.objectContaining({ name: 'Starter', price: '49.00', priceCurrency: 'USD' }),
    );
    expect(pricing.offers).toContainEqual(
      expect.objectContaining({ name: 'Professional', price: '1490.00' }),
    );
    expect(data('terms').offers).toBeUndefined();
  });

  it('keeps text from breaking out of its attribute or script', () => {
    const head = pageHead('landing', 'en', origin, {
      siteName: 'M',
      title: 'A "quoted" <b>title</b>',
      description: '</script><script>alert(1)</script>',
      planNames: {},
    });
    expect(head.tags).toContain('content="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;"');
    expect(head.tags).not.toContain('</script><script>');
  });
});
