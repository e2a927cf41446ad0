import { lookupTypes, type LookupTypeName } from '@motorpool/domain/schemas/lookup';
import { paths } from '../../../shared/config/paths.ts';

// The screen each navigation type has; other types live on the general lookups screen.
export const lookupTypePaths: Record<LookupTypeName, string> = {
  VEHICLE_TYPE: paths.admin.vehicleTypes.getHref(),
  FUEL_TYPE: paths.admin.fuelTypes.getHref(),
  TRANSMISSION_TYPE: paths.admin.transmissionTypes.getHref(),
  INSURANCE_OPTION: paths.admin.insuranceOptions.getHref(),
  EXTRA: paths.admin.extras.getHref(),
  PAYMENT_METHOD: paths.admin.paymentMethods.getHref(),
  LOCATION: paths.admin.locations.getHref(),
};

export function lookupListHref(type?: string): string {
  return type && (lookupTypes as readonly string[]).includes(type)
    ? lookupTypePaths[type as LookupTypeName]
    : paths.admin.lookups.getHref();
}
