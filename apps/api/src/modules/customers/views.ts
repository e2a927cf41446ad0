import type { Language } from '@motorpool/domain/locale-lists';
import { loyaltyPoints, loyaltyTier } from '@motorpool/domain/loyalty';
import type { CustomerView } from '@motorpool/domain/schemas/customer';
import type {
  ContactMethod,
  CustomerStatus,
  CustomerType,
  Gender,
} from '@motorpool/domain/value-lists';
import type { CustomerHistory } from './ports.ts';
import { noCustomerHistory } from './history.ts';
import type { CustomerRow } from './repository.ts';

export function toCustomerView(
  row: CustomerRow,
  history: CustomerHistory = noCustomerHistory,
  currencyExponent = 2,
): CustomerView {
  const points = loyaltyPoints(history.paidMinor, history.refundedMinor, currencyExponent);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    secondaryPhone: row.secondaryPhone,
    idNumber: row.idNumber,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender as Gender | null,
    nationality: row.nationality,
    drivingLicenseNumber: row.drivingLicenseNumber,
    licenseExpiryDate: row.licenseExpiryDate,
    licenseCountry: row.licenseCountry,
    preferredContactMethod: row.preferredContactMethod as ContactMethod | null,
    preferredLanguage: row.preferredLanguage as Language,
    country: row.country,
    city: row.city,
    state: row.state,
    street: row.street,
    postalCode: row.postalCode,
    status: row.status,
    customerType: row.customerType as CustomerType,
    creditLimit: row.creditLimit,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    relationship: row.relationship,
    fax: row.fax,
    website: row.website,
    notes: row.notes,
    totalRentals: history.totalRentals,
    totalSpent: Math.max(0, history.paidMinor - history.refundedMinor),
    averageRating: history.averageRating,
    loyaltyPoints: points,
    loyaltyTier: loyaltyTier(points),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The audit trail keeps the stored fields, not the tenant.
export function audited(row: CustomerRow) {
  const { tenantId: _t, ...stored } = row;
  return stored;
}

const statusNames: Record<Language, Record<CustomerStatus, string>> = {
  en: {
    active: 'active',
    inactive: 'inactive',
    suspended: 'suspended',
    pending: 'pending',
    blacklisted: 'blacklisted',
  },
  ar: {
    active: 'نشط',
    inactive: 'غير نشط',
    suspended: 'موقوف',
    pending: 'قيد المراجعة',
    blacklisted: 'في القائمة السوداء',
  },
};

export const customerStatusName = (status: CustomerStatus, language: Language) =>
  statusNames[language][status];
