// The company settings as rentals are checked and charged with: the booking settings plus the
// checkout rule, the deposit per category and the whole rental policy.
import type { CompanySettings } from '@motorpool/domain/schemas/company-settings';
import type { RentalSettings } from './ports.ts';

export type BookingPart = Omit<
  RentalSettings,
  'requireVerifiedBeforeCheckout' | 'securityDepositPerCategory' | 'policy'
>;

export function rentalSettingsReader(
  companySettings: { get(tenantId: string): Promise<CompanySettings> },
  bookingSettingsOf: (tenantId: string) => Promise<BookingPart>,
) {
  return async (tenantId: string): Promise<RentalSettings> => {
    const { rentalPolicy, payments } = await companySettings.get(tenantId);
    return {
      ...(await bookingSettingsOf(tenantId)),
      requireVerifiedBeforeCheckout: rentalPolicy.requireVerifiedBeforeCheckout,
      securityDepositPerCategory: payments.securityDepositPerCategory,
      policy: rentalPolicy,
    };
  };
}
