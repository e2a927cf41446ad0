// Signed links to a rental's contract or receipt, for a customer without an account: the link
// names the company, the rental, the document and its language, and expires after a week.
import type { Language } from '@motorpool/domain/locale-lists';
import {
  type RentalPdfKind,
  rentalShareDays,
  type RentalShareInput,
  type RentalShareView,
} from '@motorpool/domain/schemas/rental';
import type { Database } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { publicLink } from '../../lib/public-links.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { signPayload, verifyPayload } from '../../lib/signed-payload.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import type { RentalCustomers } from './ports.ts';
import type { RentalPdf, RentalPdfService } from './pdf/service.ts';
import { audienceOf, findReachable } from './views.ts';

type Shared = { t: string; r: string; k: RentalPdfKind; l: Language };

// Ids travel as their 16 bytes in base64url, so the token stays within the router's 200
// characters a path parameter may have.
const packId = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
function unpackId(packed: string): string | null {
  const hex = Buffer.from(packed, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const ttlSeconds = rentalShareDays * 24 * 3600;

export type RentalShareDeps = {
  /** the server's signing secret; shared links use their own derivation of it */
  secret: string;
  publicUrl: string;
  pdfs: RentalPdfService;
  customers: Pick<RentalCustomers, 'ofUser'>;
  /** the company's subdomain (its address), or null when it is no longer active */
  subdomainOf: (tenantId: string) => Promise<string | null>;
};

export const sharedDocumentPath = '/api/v1/public/rentals/documents';

export function createRentalShareService(
  database: Database,
  { secret, publicUrl, pdfs, customers, subdomainOf }: RentalShareDeps,
) {
  const key = `${secret}:rental-share`;

  return {
    async create(c: TenantCaller, rentalId: string, input: RentalShareInput) {
      if (audienceOf(c) !== 'staff') throw apiError('FORBIDDEN', 'http.forbidden');
      const language = input.language ?? c.language;
      await database.withTenant(c.tenantId, async (tx) => {
        await findReachable(tx, c, customers, rentalId);
        await recordAudit(tx, auditScope(c), {
          action: 'document_share',
          entityType: 'rental',
          entityId: rentalId,
          after: { kind: input.kind, language, days: rentalShareDays },
        });
      });
      const subdomain = await subdomainOf(c.tenantId);
      const payload: Shared = {
        t: packId(c.tenantId),
        r: packId(rentalId),
        k: input.kind,
        l: language,
      };
      const token = signPayload(payload, key, ttlSeconds);
      const expiresAt = new Date((Math.floor(Date.now() / 1000) + ttlSeconds) * 1000);
      return {
        url: publicLink(publicUrl, subdomain, `${sharedDocumentPath}/${token}`),
        expiresAt: expiresAt.toISOString(),
      } satisfies RentalShareView;
    },

    /**
     * The PDF a link names. A tampered or expired link, another company's address, a company
     * no longer active and a rental since deleted all answer 404 alike.
     */
    async open(token: string, requestTenantId: string | null): Promise<RentalPdf> {
      const shared = verifyPayload<Shared>(token, key);
      const tenantId = shared && unpackId(shared.t);
      const rentalId = shared && unpackId(shared.r);
      if (!shared || !tenantId || !rentalId) throw apiError('NOT_FOUND', 'error.documentNotFound');
      if (requestTenantId !== null && requestTenantId !== tenantId)
        throw apiError('NOT_FOUND', 'error.documentNotFound');
      if ((await subdomainOf(tenantId)) === null)
        throw apiError('NOT_FOUND', 'error.documentNotFound');
      return pdfs.forLink(tenantId, rentalId, shared.k, shared.l);
    },
  };
}

export type RentalShareService = ReturnType<typeof createRentalShareService>;
