// The company settings as reservations are checked and priced with, read fresh on every call
// and always before a transaction opens (PGlite runs one at a time).
import type { CompanySettings } from '@motorpool/domain/schemas/company-settings';
import type { BookingSettings } from './ports.ts';

export type CompanySettingsSource = { get(tenantId: string): Promise<CompanySettings> };

export function bookingSettingsReader(companySettings: CompanySettingsSource) {
  return async (tenantId: string): Promise<BookingSettings> => {
    const { company, rentalPolicy, payments } = await companySettings.get(tenantId);
    return {
      currency: company.currency,
      timeZone: company.timeZone,
      taxRateBp: company.taxRateBp,
      maxDiscountShareBp: payments.maxDiscountShareBp,
      turnaroundBufferMinutes: rentalPolicy.turnaroundBufferMinutes,
      noShowGraceMinutes: rentalPolicy.noShowGraceMinutes,
      lateReturnGraceMinutes: rentalPolicy.lateReturnGraceMinutes,
      minimumDriverAge: rentalPolicy.minimumDriverAge,
      requireVerifiedBeforeBooking: rentalPolicy.requireVerifiedBeforeBooking,
      longestRentalDays: rentalPolicy.longestRentalDays,
      furthestPickupDays: rentalPolicy.furthestPickupDays,
      maxOpenUnpaidBookings: rentalPolicy.maxOpenUnpaidBookings,
      payNowHoldMinutes:
        payments.customerPaymentOptions === 'payNow' ? payments.payNowHoldMinutes : null,
      cancellation: rentalPolicy.cancellation,
    };
  };
}
