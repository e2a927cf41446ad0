import { describe, expect, it } from 'vitest';
import { tenantSubdomainFromHost } from './hosts.ts';

describe('tenantSubdomainFromHost', () => {
  it.each([
    ['demo.motorpool.app', 'demo'],
    ['acme.rent.example.com', 'acme'],
    ['demo.localhost:3000', 'demo'],
    ['DEMO.Localhost', 'demo'],
  ])('treats %s as the tenant %s', (host, expected) => {
    expect(tenantSubdomainFromHost(host)).toBe(expected);
  });

  it.each([
    'localhost:3000',
    'motorpool.app',
    'www.motorpool.app',
    '127.0.0.1:3000',
    '[::1]:3000',
    '',
  ])('treats %s as the marketing site', (host) => {
    expect(tenantSubdomainFromHost(host)).toBeNull();
  });
});
