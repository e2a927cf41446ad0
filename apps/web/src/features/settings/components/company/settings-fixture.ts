import {
  defaultPaymentSettings,
  defaultRentalPolicy,
  type CompanySettings,
} from '@motorpool/domain/schemas/company-settings';

// What GET /tenants/current/settings answers for a company with a few choices of its own.
export const companySettingsFixture: CompanySettings = {
  company: {
    name: 'Desert Drive Rentals',
    currency: 'SAR',
    timeZone: 'Asia/Riyadh',
    taxRateBp: 1500,
  },
  branding: { primaryColor: '#1d4ed8', logo: null },
  rentalPolicy: {
    ...defaultRentalPolicy,
    kmAllowancePerDay: { economy: 250 },
    damageCatalogue: [
      { damageType: 'dent', location: 'hood', pricePerCategory: { economy: 15000, suv: 25000 } },
    ],
  },
  payments: { ...defaultPaymentSettings, securityDepositPerCategory: { suv: 100000 } },
  signIn: { registrationRequiresVerification: false, oidc: null },
};
