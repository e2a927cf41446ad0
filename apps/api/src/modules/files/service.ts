import { createHash } from 'node:crypto';
import { hasPermission } from '@motorpool/domain/permissions';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/engine.ts';
import { files } from '../../db/schema/index.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { signPayload, verifyPayload } from '../../lib/signed-payload.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import { makeThumbnail, readDocumentUpload, readUpload, thumbnailContentType } from './uploads.ts';

// Documents kept by other modules (reservations, rentals) are uploaded and listed alike.
export { type DocumentFile, uploadDocument, withFiles } from './document-uploads.ts';

export type FileVariant = 'original' | 'thumbnail';
type Signed = { t: string; f: string; v: FileVariant };

// Links stay valid for one to two hours and are the same for everyone within an hour, so
// the browser can cache an image across page loads.
const window = 3600;

export type StoredFile = {
  tenantId: string;
  fileName: string;
  contentType: string;
  content: Buffer;
  thumbnail?: Buffer | null;
};

export type StoredFileFacts = {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  hasThumbnail: boolean;
};

/** What a file is to the entity holding it, as the audit trail names it. */
export type FileClaim = {
  entityType: string;
  entityId: string;
  /** `image`, `document`, …: the audit action is `{kind}_delete`. */
  kind: string;
  details: Record<string, unknown>;
};

/**
 * An entity that holds files (a vehicle its images and documents). A file changes only with its
 * owner's consent: `claim` answers null for a file it does not hold, and throws (403) when the
 * caller may not change the entity that holds it, by the same rule as editing that entity.
 */
export type FileOwner = {
  claim(tx: Tx, caller: TenantCaller, fileId: string): Promise<FileClaim | null>;
};

/**
 * Files in the database. Browsers load them through signed URLs (`?sig=`), since
 * an <img> tag cannot send the bearer header; an API client may use the header instead.
 */
export function createFileService(
  database: Database,
  jwtSecret: string,
  owners: readonly FileOwner[] = [],
) {
  const secret = `${jwtSecret}:files`;

  function url(tenantId: string, fileId: string, variant: FileVariant): string {
    const now = Math.floor(Date.now() / 1000);
    const ttl = (Math.floor(now / window) + 2) * window - now;
    const sig = signPayload({ t: tenantId, f: fileId, v: variant } satisfies Signed, secret, ttl);
    const path = variant === 'thumbnail' ? `${fileId}/thumbnail` : fileId;
    return `/api/v1/files/${path}?sig=${sig}`;
  }

  // A file no entity holds any more is the whole company's: a caller bound to a branch cannot
  // show it is theirs.
  async function ownerOf(tx: Tx, c: TenantCaller, fileId: string): Promise<FileClaim | null> {
    for (const owner of owners) {
      const claim = await owner.claim(tx, c, fileId);
      if (claim) return claim;
    }
    if (c.branchId && !hasPermission(c.permissions, '*')) {
      throw apiError('FORBIDDEN', 'error.noPermission');
    }
    return null;
  }

  return {
    url,

    /** Reads the one file of a multipart request (uploads.ts): type, size and text checked. */
    readUpload,

    /** A document upload with its form fields checked, and a preview of an image (uploads.ts). */
    readDocument: readDocumentUpload,

    /** A 320×240 WebP preview of an image; 400 for an image that cannot be decoded. */
    thumbnail: makeThumbnail,

    /** What the API shows of stored files (never their bytes), by id. */
    async describe(tx: Tx, fileIds: string[]) {
      if (fileIds.length === 0) return new Map<string, StoredFileFacts>();
      const rows = await tx
        .select({
          id: files.id,
          fileName: files.fileName,
          contentType: files.contentType,
          sizeBytes: files.sizeBytes,
          hasThumbnail: sql<boolean>`${files.thumbnail} is not null`,
        })
        .from(files)
        .where(inArray(files.id, fileIds));
      return new Map(rows.map((row) => [row.id, row as StoredFileFacts]));
    },

    /**
     * Every stored file of a company with its bytes, one read at a time (a full export): the
     * list first, then each file in its own short transaction, so a large company never holds
     * all its bytes in memory nor one transaction open for the whole download.
     */
    async *companyFiles(tenantId: string) {
      const ids = await database.withTenant(tenantId, (tx) =>
        tx.select({ id: files.id }).from(files).orderBy(files.id),
      );
      for (const { id } of ids) {
        const [row] = await database.withTenant(tenantId, (tx) =>
          tx
            .select({ id: files.id, fileName: files.fileName, content: files.content })
            .from(files)
            .where(eq(files.id, id)),
        );
        if (row) yield row;
      }
    },

    /** Deletes the bytes of files whose owner went, inside the owner's transaction. */
    async discardAll(tx: Tx, fileIds: string[]): Promise<void> {
      if (fileIds.length > 0) await tx.delete(files).where(inArray(files.id, fileIds));
    },

    /** Stores bytes inside the caller's transaction; returns the new file's id. */
    async store(tx: Tx, file: StoredFile): Promise<string> {
      const [row] = await tx
        .insert(files)
        .values({
          tenantId: file.tenantId,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.content.length,
          sha256: createHash('sha256').update(file.content).digest('hex'),
          content: file.content,
          thumbnail: file.thumbnail ?? null,
        })
        .returning({ id: files.id });
      if (!row) throw new Error('file insert returned nothing');
      return row.id;
    },

    /**
     * The bytes of a file for a signed link, or for a signed-in caller allowed to read
     * vehicles (every stored file belongs to a vehicle today). Anything else is 401 or 404.
     */
    async read(
      access: { sig?: string; tenantId?: string; caller?: TenantCaller | null },
      fileId: string,
      variant: FileVariant,
    ): Promise<{ fileName: string; contentType: string; content: Buffer }> {
      let tenantId: string;
      if (access.sig) {
        const signed = verifyPayload<Signed>(access.sig, secret);
        if (!signed || signed.f !== fileId || signed.v !== variant) {
          throw apiError('INVALID_TOKEN', 'error.fileLinkInvalid', { status: 401 });
        }
        if (access.tenantId && access.tenantId !== signed.t)
          throw apiError('NOT_FOUND', 'error.fileNotFound');
        tenantId = signed.t;
      } else if (access.caller) {
        if (!hasPermission(access.caller.permissions, 'vehicles:read')) {
          throw apiError('FORBIDDEN', 'error.noPermission');
        }
        tenantId = access.caller.tenantId;
      } else {
        throw apiError('UNAUTHORIZED', 'error.authenticationRequired');
      }
      const row = await database.withTenant(tenantId, async (tx) => {
        const [found] = await tx.select().from(files).where(eq(files.id, fileId));
        return found;
      });
      if (!row) throw apiError('NOT_FOUND', 'error.fileNotFound');
      if (variant === 'thumbnail') {
        if (!row.thumbnail) throw apiError('NOT_FOUND', 'error.thumbnailNotFound');
        return {
          fileName: row.fileName,
          contentType: thumbnailContentType,
          content: row.thumbnail,
        };
      }
      return { fileName: row.fileName, contentType: row.contentType, content: row.content };
    },

    /**
     * A file its owner serves itself (a company's public logo): the owner has decided who may
     * see it. Null when the company holds no such file.
     */
    async readForOwner(
      tenantId: string,
      fileId: string,
    ): Promise<{ contentType: string; content: Buffer; sha256: string } | null> {
      const [row] = await database.withTenant(tenantId, (tx) =>
        tx
          .select({ contentType: files.contentType, content: files.content, sha256: files.sha256 })
          .from(files)
          .where(eq(files.id, fileId)),
      );
      return row ?? null;
    },

    // The owner decides whether the caller may; the audit row goes to it, so it shows in its
    // activity.
    async remove(c: TenantCaller, fileId: string): Promise<void> {
      await database.withTenant(c.tenantId, async (tx) => {
        const [found] = await tx
          .select({ fileName: files.fileName, contentType: files.contentType })
          .from(files)
          .where(eq(files.id, fileId));
        if (!found) throw apiError('NOT_FOUND', 'error.fileNotFound');
        const claim = await ownerOf(tx, c, fileId);
        await tx.delete(files).where(eq(files.id, fileId));
        await recordAudit(tx, auditScope(c), {
          action: `${claim?.kind ?? 'file'}_delete`,
          entityType: claim?.entityType ?? 'file',
          entityId: claim?.entityId ?? fileId,
          before: { fileId, ...found, ...claim?.details },
        });
      });
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
