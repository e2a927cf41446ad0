import { vi } from 'vitest';
import type { CustomerView } from '../../../api/customers/customer-view.ts';

// Fixed records and a routable fetch stub for the customers screens' tests.
export const pendingCustomer: CustomerView = {
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b01',
  firstName: 'Noura',
  lastName: 'Al-Harbi',
  email: 'noura@example.test',
  phone: '+966501112233',
  secondaryPhone: null,
  idNumber: '1098765432',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  nationality: 'SA',
  drivingLicenseNumber: 'DL-55123',
  licenseExpiryDate: '2028-01-31',
  licenseCountry: 'SA',
  preferredContactMethod: 'whatsapp',
  preferredLanguage: 'ar',
  country: 'SA',
  city: 'Riyadh',
  state: null,
  street: null,
  postalCode: null,
  status: 'pending',
  customerType: 'individual',
  creditLimit: 0,
  emergencyContactName: null,
  emergencyContactPhone: null,
  relationship: null,
  fax: null,
  website: null,
  notes: null,
  totalRentals: 0,
  totalSpent: 0,
  averageRating: null,
  loyaltyPoints: 0,
  loyaltyTier: 'bronze',
  createdAt: '2026-02-01T09:00:00Z',
  updatedAt: '2026-02-01T09:00:00Z',
};

export const suspendedCustomer: CustomerView = {
  ...pendingCustomer,
  id: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6b02',
  firstName: 'James',
  lastName: 'Carter',
  email: 'james@example.test',
  idNumber: 'P1234567',
  nationality: 'GB',
  status: 'suspended',
  loyaltyPoints: 1200,
  loyaltyTier: 'silver',
};

export type Handler = (url: URL, init: RequestInit) => Response | undefined;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const notFound = () =>
  json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });

// A fetch stub: the test's handler answers first, then the customers list, else 404.
export function customerFetch(handler: () => Handler) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = handler()(url, init ?? {});
    if (answer) return answer;
    if ((init?.method ?? 'GET') === 'GET' && url.pathname === '/api/v1/customers') {
      const data = [pendingCustomer, suspendedCustomer];
      return json(200, { data, total: 2, page: 1, limit: 20, hasMore: false });
    }
    return notFound();
  });
  const calls = (method: string, pathname: string) =>
    mock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === method)
      .filter(([url]) => new URL(String(url), 'http://localhost').pathname === pathname);
  return { mock, calls };
}
