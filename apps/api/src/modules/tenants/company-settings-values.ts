import { currencyExponents, isCurrency } from '@motorpool/domain/locale-lists';
import {
  type CompanyLogo,
  type CompanySettings,
  type CompanySettingsGroup,
  type CompanySettingsPatchParsed,
  defaultPrimaryColor,
  type LogoContentType,
  logoContentTypes,
  type PerCategory,
  type StoredPolicySettings,
  withPolicyDefaults,
} from '@motorpool/domain/schemas/company-settings';
import type { TenantBranding } from '../../db/schema/index.ts';
import type { NewTenantRow, TenantRow } from './repository.ts';
import { toAuthSettingsView } from './settings-service.ts';

/** The logo's public address: the hash in it lets caches keep it for a year. */
export function publicLogoUrl(subdomain: string, hash: string): string {
  return `/api/v1/public/tenants/${subdomain}/logo/${hash}`;
}

function isLogoType(value: unknown): value is LogoContentType {
  return (logoContentTypes as readonly unknown[]).includes(value);
}

export function logoOf(row: Pick<TenantRow, 'subdomain' | 'branding'>): CompanyLogo | null {
  const { logoFileId, logoHash, logoContentType } = row.branding;
  if (!logoFileId || !logoHash || !isLogoType(logoContentType)) return null;
  return {
    fileId: logoFileId,
    contentHash: logoHash,
    contentType: logoContentType,
    url: publicLogoUrl(row.subdomain, logoHash),
  };
}

export function toCompanySettings(row: TenantRow): CompanySettings {
  return {
    company: {
      name: row.name,
      currency: isCurrency(row.currency) ? row.currency : 'SAR',
      timeZone: row.timeZone,
      taxRateBp: row.taxRateBp,
    },
    branding: { primaryColor: row.branding.primaryColor ?? defaultPrimaryColor, logo: logoOf(row) },
    ...withPolicyDefaults(row.settings),
    signIn: toAuthSettingsView(row.authSettings),
  };
}

/** The named groups of the settings, for an audit row that shows only what a change touched. */
export function pickGroups(
  settings: CompanySettings,
  groups: readonly CompanySettingsGroup[],
): Partial<CompanySettings> {
  return Object.fromEntries(groups.map((g) => [g, settings[g]]));
}

function rescalePerCategory(amounts: PerCategory<number>, scale: (n: number) => number) {
  return Object.fromEntries(
    Object.entries(amounts).map(([category, amount]) => [category, scale(amount)]),
  ) as PerCategory<number>;
}

/**
 * The stored amounts re-expressed in another currency's minor units, so each keeps its major
 * value (12.50 SAR = 1250 -> 12.500 KWD = 12500); a dropped digit rounds half up.
 */
export function rescaleAmounts(
  stored: StoredPolicySettings,
  from: string,
  to: string,
): StoredPolicySettings {
  const shift =
    (isCurrency(to) ? currencyExponents[to] : 2) - (isCurrency(from) ? currencyExponents[from] : 2);
  if (shift === 0) return stored;
  const scale = (n: number) => (shift > 0 ? n * 10 ** shift : Math.round(n / 10 ** -shift));
  const fee = <F extends { kind: string; value: number }>(f: F): F =>
    f.kind === 'fixed' ? { ...f, value: scale(f.value) } : f;
  const policy = { ...stored.rentalPolicy };
  const payments = { ...stored.payments };
  if (policy.cancellation) {
    policy.cancellation = { ...policy.cancellation, fee: fee(policy.cancellation.fee) };
  }
  if (policy.lateFee) policy.lateFee = fee(policy.lateFee);
  if (policy.excessKmRate !== undefined) policy.excessKmRate = scale(policy.excessKmRate);
  if (policy.refuellingRatePer10Percent !== undefined) {
    policy.refuellingRatePer10Percent = scale(policy.refuellingRatePer10Percent);
  }
  if (policy.damageCatalogue) {
    policy.damageCatalogue = policy.damageCatalogue.map((d) => ({
      ...d,
      pricePerCategory: rescalePerCategory(d.pricePerCategory, scale),
    }));
  }
  if (payments.securityDepositPerCategory) {
    payments.securityDepositPerCategory = rescalePerCategory(
      payments.securityDepositPerCategory,
      scale,
    );
  }
  return {
    ...(stored.rentalPolicy ? { rentalPolicy: policy } : {}),
    ...(stored.payments ? { payments } : {}),
  };
}

/** The columns a patch writes; each key sent replaces the stored value whole. */
export function patchedColumns(
  row: TenantRow,
  patch: CompanySettingsPatchParsed,
): Pick<NewTenantRow, 'name' | 'currency' | 'timeZone' | 'taxRateBp' | 'branding' | 'settings'> {
  const company = patch.company ?? {};
  const currency = company.currency ?? row.currency;
  const stored = rescaleAmounts(row.settings, row.currency, currency);
  const branding: TenantBranding = { ...row.branding };
  if (patch.branding?.primaryColor !== undefined) {
    branding.primaryColor = patch.branding.primaryColor;
  }
  const settings: StoredPolicySettings = { ...stored };
  if (patch.rentalPolicy) {
    settings.rentalPolicy = { ...stored.rentalPolicy, ...patch.rentalPolicy };
  }
  if (patch.payments) settings.payments = { ...stored.payments, ...patch.payments };
  return {
    name: company.name ?? row.name,
    currency,
    timeZone: company.timeZone ?? row.timeZone,
    taxRateBp: company.taxRateBp ?? row.taxRateBp,
    branding,
    settings,
  };
}
