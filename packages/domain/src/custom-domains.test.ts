import { describe, expect, it } from 'vitest';
import { customDomainOfHost, customDomainPattern } from './custom-domains.ts';

describe('custom domains', () => {
  it.each(['rentals-example.com', 'book.rentals.example.co.uk', 'xn--mgbh0fb.xn--kgbechtv'])(
    'accepts the DNS name %s',
    (domain) => expect(customDomainPattern.test(domain)).toBe(true),
  );

  it.each(['rentals', '10.0.0.1', 'a..com', '-a.com', 'a-.com', 'Rentals.com', 'a.b_c.com'])(
    'refuses %s',
    (domain) => expect(customDomainPattern.test(domain)).toBe(false),
  );

  it('looks up a host as a company domain only outside the platform’s hosts', () => {
    expect(customDomainOfHost('Rentals-Example.com:443', 'motorpool.app')).toBe(
      'rentals-example.com',
    );
    expect(customDomainOfHost('acme.motorpool.app', 'motorpool.app')).toBeNull();
    expect(customDomainOfHost('motorpool.app', 'motorpool.app')).toBeNull();
    expect(customDomainOfHost('demo.localhost:3000', 'motorpool.app')).toBeNull();
    expect(customDomainOfHost('127.0.0.1:3000', 'motorpool.app')).toBeNull();
    expect(customDomainOfHost(undefined, 'motorpool.app')).toBeNull();
  });
});
