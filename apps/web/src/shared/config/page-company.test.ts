import { describe, expect, it } from 'vitest';
import { pageCompany } from './page-company.ts';

const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('pageCompany', () => {
  it('takes the company the server named in a page on its own domain', () => {
    const named = page('<head><meta name="motorpool-company" content="demo"></head>');
    expect(pageCompany({ host: 'rentals-example.com' }, named)).toBe('demo');
    // a custom domain's first label is not a subdomain of the platform
    expect(pageCompany({ host: 'book.rentals-example.com' }, named)).toBe('demo');
  });

  it('reads the host otherwise', () => {
    expect(pageCompany({ host: 'acme.motorpool.app' }, page('<head></head>'))).toBe('acme');
    expect(pageCompany({ host: 'motorpool.app' }, page('<head></head>'))).toBeNull();
  });
});
