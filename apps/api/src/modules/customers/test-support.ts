// Helpers for the customers tests: not part of the server.
import type { Fleet } from '../vehicles/test-support.ts';

let sequence = 0;
const next = () => String((sequence += 1)).padStart(5, '0');

export const customerBody = (overrides: object = {}) => {
  const n = next();
  return {
    firstName: 'Layla',
    lastName: `Haddad ${n}`,
    email: `customer-${n}@customers.test`,
    phone: `+966 50 100 ${n}`,
    idNumber: `ID-${n}`,
    drivingLicenseNumber: `DL-${n}`,
    licenseExpiryDate: '2031-06-30',
    dateOfBirth: '1990-04-12',
    nationality: 'SA',
    ...overrides,
  };
};

export async function createCustomer(f: Fleet, overrides: object = {}, as = f.admin) {
  const res = await f.call('POST', '/customers', as, { body: customerBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`customer not created: ${res.body}`);
  return res.json() as { id: string; email: string; idNumber: string; status: string };
}
