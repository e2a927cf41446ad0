// Helpers for session tests: unsigned JWTs with a chosen expiry, JSON responses, a demo user.
import type { CurrentTenant } from '@motorpool/domain/schemas/tenant';

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const demoTenant: CurrentTenant = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6a01',
  name: 'Desert Drive Rentals',
  subdomain: 'demo',
  status: 'active',
  currency: 'SAR',
  timeZone: 'Asia/Riyadh',
  taxRateBp: 1500,
  isDemo: true,
  branding: { logoUrl: null, primaryColor: null },
};

export function demoUser(roles: string[], overrides: Record<string, unknown> = {}) {
  return {
    id: '0190f5a4-0000-7000-8000-000000000001',
    email: 'admin@demo.test',
    firstName: 'Layla',
    lastName: 'Haddad',
    phone: null,
    roles,
    permissions: [],
    status: 'active',
    branchId: null,
    preferredLanguage: 'en',
    tenantId: demoTenant.id,
    ...overrides,
  };
}
