import type { CompanySettings } from '@motorpool/domain/schemas/company-settings';
import { tenantIsOperational } from '@motorpool/domain/status-machines';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/engine.ts';
import type { TenantBranding } from '../../db/schema/index.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import type { FileOwner, FileService } from '../files/ports.ts';
import { logoOf, toCompanySettings } from './company-settings-values.ts';
import { checkedLogo, type LogoImage, logoLimits } from './logo-image.ts';
import {
  findTenantById,
  findTenantBySubdomain,
  lockTenantById,
  updateTenantRow,
} from './repository.ts';

export type CompanyLogoDeps = {
  database: Database;
  files: Pick<FileService, 'store' | 'discardAll' | 'readForOwner' | 'readUpload'>;
  /** Called after a change commits (drops this instance's cached tenant row). */
  changed: (tenantId: string) => void;
};

/**
 * The company's logo: one file, replaced or removed only here, and the one file anybody may read
 * without signing in (by its company's subdomain and its content hash).
 */
export function createCompanyLogoService({ database, files, changed }: CompanyLogoDeps) {
  async function setLogo(
    c: TenantCaller,
    action: 'logo_update' | 'logo_delete',
    logo: LogoImage | null,
  ): Promise<CompanySettings['branding']> {
    const branding = await database.withTenant(c.tenantId, async (tx) => {
      const before = await lockTenantById(tx, c.tenantId);
      if (!before) throw apiError('NOT_FOUND', 'error.tenantNotFound');
      if (!logo && !before.branding.logoFileId) return toCompanySettings(before).branding;
      const next: TenantBranding = {
        ...before.branding,
        logoFileId: null,
        logoHash: null,
        logoContentType: null,
      };
      if (logo) {
        next.logoFileId = await files.store(tx, {
          tenantId: c.tenantId,
          fileName: logo.fileName,
          contentType: logo.contentType,
          content: logo.content,
        });
        next.logoHash = logo.sha256;
        next.logoContentType = logo.contentType;
      }
      if (before.branding.logoFileId) await files.discardAll(tx, [before.branding.logoFileId]);
      const saved = await updateTenantRow(tx, c.tenantId, { branding: next });
      if (!saved) throw apiError('NOT_FOUND', 'error.tenantNotFound');
      await recordAudit(tx, auditScope(c), {
        action,
        entityType: 'company_settings',
        entityId: c.tenantId,
        before: { logo: logoOf(before) },
        after: { logo: logoOf(saved) },
      });
      return toCompanySettings(saved).branding;
    });
    changed(c.tenantId);
    return branding;
  }

  return {
    /** Reads the multipart upload, checks it (logo-image.ts) and makes it the logo. */
    async replace(c: TenantCaller, request: FastifyRequest): Promise<CompanySettings['branding']> {
      const upload = await files.readUpload(request, {
        allowed: logoLimits.allowed,
        maxBytes: logoLimits.maxBytes,
        language: c.language,
      });
      return setLogo(c, 'logo_update', await checkedLogo(upload));
    },

    /** Removing a logo that is not there is not an error. */
    remove: async (c: TenantCaller): Promise<void> => {
      await setLogo(c, 'logo_delete', null);
    },

    /**
     * The current logo of an active company whose hash is `hash`; anything else (an old hash,
     * another file's hash or id, an unknown or suspended company) is 404.
     */
    async publicLogo(
      subdomain: string,
      hash: string,
    ): Promise<{ contentType: string; content: Buffer }> {
      const row = await findTenantBySubdomain(database.db, subdomain);
      const logo = row && tenantIsOperational(row.status) ? logoOf(row) : null;
      if (!row || !logo || logo.contentHash !== hash)
        throw apiError('NOT_FOUND', 'error.logoNotFound');
      const file = await files.readForOwner(row.id, logo.fileId);
      if (!file || file.sha256 !== hash) throw apiError('NOT_FOUND', 'error.logoNotFound');
      return { contentType: logo.contentType, content: file.content };
    },
  };
}

export type CompanyLogoService = ReturnType<typeof createCompanyLogoService>;

/** The logo file changes only through the logo routes, never as a plain file. */
export const companyLogoFileOwner: FileOwner = {
  async claim(tx, c, fileId) {
    const row = await findTenantById(tx, c.tenantId);
    if (row?.branding.logoFileId === fileId) {
      throw apiError('FORBIDDEN', 'error.noPermission');
    }
    return null;
  },
};
