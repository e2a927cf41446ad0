import type { CustomerPaymentOption } from '@motorpool/domain/schemas/company-settings';
import { useTenantBookingTerms } from '../../../shared/reference/tenant.ts';

// The company's choice (payments.customerPaymentOptions), public on its host; until it is
// read, both, the company's default (the currency the prices need is read by the same query).
export function useCustomerPaymentOptions(): CustomerPaymentOption {
  return useTenantBookingTerms()?.customerPaymentOptions ?? 'both';
}
