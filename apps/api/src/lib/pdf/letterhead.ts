// What the printed documents show of the company, read from its settings: the name, the zone
// their times are in, the currency, and the logo when pdfkit can draw it.
import type { CompanySettings } from '@motorpool/domain/schemas/company-settings';

export type Letterhead = {
  name: string;
  timeZone: string;
  currency: string;
  /** PNG or JPEG bytes, or null when the company has none pdfkit can draw */
  logo: Buffer | null;
};

const drawable = ['image/png', 'image/jpeg'];

/** The letterhead of a company, from the settings and files services handed in. */
export function companyLetterhead(
  settings: { get(tenantId: string): Promise<CompanySettings> },
  files: { readForOwner(tenantId: string, fileId: string): Promise<{ content: Buffer } | null> },
) {
  return async (tenantId: string): Promise<Letterhead> => {
    const { company, branding } = await settings.get(tenantId);
    const logo = branding.logo;
    const file =
      logo && drawable.includes(logo.contentType)
        ? await files.readForOwner(tenantId, logo.fileId)
        : null;
    const { name, timeZone, currency } = company;
    return { name, timeZone, currency, logo: file?.content ?? null };
  };
}
