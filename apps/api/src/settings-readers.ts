// The company settings as reservations and rentals are checked and priced with (and the
// branding mail is dressed in), read fresh on every call and always before a transaction opens
// (PGlite runs one at a time).
import type { BookingSettings } from './modules/reservations/contract.ts';
import type { RentalSettings } from './modules/rentals/contract.ts';
import type { CompanySettingsService } from './modules/tenants/company-settings-service.ts';

export function bookingSettingsReaders(companySettings: Pick<CompanySettingsService, 'get'>) {
  const booking = async (tenantId: string): Promise<BookingSettings> => {
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
  // Rentals add the checkout rule, the deposit per category and the whole rental policy.
  const rental = async (tenantId: string): Promise<RentalSettings> => {
    const { rentalPolicy, payments } = await companySettings.get(tenantId);
    return {
      ...(await booking(tenantId)),
      requireVerifiedBeforeCheckout: rentalPolicy.requireVerifiedBeforeCheckout,
      securityDepositPerCategory: payments.securityDepositPerCategory,
      policy: rentalPolicy,
    };
  };
  return { booking, rental };
}

/** The company's name, colour and logo that its e-mails are dressed in. */
export function mailBranding(companySettings: Pick<CompanySettingsService, 'get'>) {
  return async (tenantId: string) => {
    const { company, branding } = await companySettings.get(tenantId);
    return {
      companyName: company.name,
      primaryColor: branding.primaryColor,
      logoUrl: branding.logo?.url ?? null,
    };
  };
}
