// The rental's contract and receipt as PDF: the view read in the document's language, the
// signatures' bytes from the files module, and the company's letterhead.
import type { Language } from '@motorpool/domain/locale-lists';
import type { RentalPolicySettings } from '@motorpool/domain/schemas/company-settings';
import type { RentalPdfKind, RentalView } from '@motorpool/domain/schemas/rental';
import type { Database, Tx } from '../../../db/engine.ts';
import { apiError } from '../../../lib/http-errors.ts';
import type { Letterhead } from '../../../lib/pdf/letterhead.ts';
import type { TenantCaller } from '../../../lib/request-caller.ts';
import type { FileService } from '../../files/ports.ts';
import type { RentalCustomers } from '../ports.ts';
import { signatureFilesOf } from '../pdf-repository.ts';
import { findReachable } from '../views.ts';
import { renderRentalPdf } from './render.ts';

export type RentalPdfDeps = {
  files: Pick<FileService, 'readForOwner'>;
  customers: Pick<RentalCustomers, 'ofUser'>;
  /** the rentals module's view of one rental, in a language (views.ts) */
  load: (tx: Tx, id: string, language: Language) => Promise<RentalView | undefined>;
  /** what the PDFs print of the company (the tenants module's settings) */
  letterhead: (tenantId: string) => Promise<Letterhead>;
  /** the company's rental policy, the contract's terms */
  policyOf: (tenantId: string) => Promise<RentalPolicySettings>;
};

export type RentalPdf = { fileName: string; content: Buffer };

export function createRentalPdfService(
  database: Database,
  { files, customers, load, letterhead, policyOf }: RentalPdfDeps,
) {
  async function signature(tenantId: string, fileId: string | undefined) {
    if (!fileId) return undefined;
    const file = await files.readForOwner(tenantId, fileId);
    return file?.contentType === 'image/png' ? file.content : undefined;
  }

  // The view and the file ids are read in one transaction, the bytes after it: PGlite runs
  // one transaction at a time and the files module opens its own.
  async function render(
    tenantId: string,
    id: string,
    kind: RentalPdfKind,
    language: Language,
    reach: (tx: Tx) => Promise<unknown>,
  ): Promise<RentalPdf> {
    const { rental, signatureFiles } = await database.withTenant(tenantId, async (tx) => {
      await reach(tx);
      const found = await load(tx, id, language);
      if (!found) throw apiError('NOT_FOUND', 'error.rentalNotFound');
      return { rental: found, signatureFiles: await signatureFilesOf(tx, id) };
    });
    const [company, policy, checkout, checkin] = await Promise.all([
      letterhead(tenantId),
      policyOf(tenantId),
      signature(tenantId, signatureFiles.checkout),
      signature(tenantId, signatureFiles.checkin),
    ]);
    const content = await renderRentalPdf({
      rental,
      kind,
      language,
      company,
      policy,
      signatures: { ...(checkout ? { checkout } : {}), ...(checkin ? { checkin } : {}) },
    });
    return { fileName: `${rental.rentalNumber}-${kind}-${language}.pdf`, content };
  }

  return {
    /** For a caller: a customer reaches only their own rentals (404 for others). */
    forCaller(c: TenantCaller, id: string, kind: RentalPdfKind, language: Language) {
      return render(c.tenantId, id, kind, language, (tx) => findReachable(tx, c, customers, id));
    },

    /** For a signed share link: the link is the permission. */
    forLink(tenantId: string, id: string, kind: RentalPdfKind, language: Language) {
      return render(tenantId, id, kind, language, async () => undefined);
    },
  };
}

export type RentalPdfService = ReturnType<typeof createRentalPdfService>;
