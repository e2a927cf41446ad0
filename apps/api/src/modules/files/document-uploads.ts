// What every entity keeping documents (a reservation, a rental) does alike: read the upload
// between two checks of the owner, and show each document with its file's facts and links.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/engine.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { FileService } from './service.ts';
import type { UploadKind } from './uploads.ts';

export type DocumentFile = {
  fileName: string;
  contentType: string;
  size: number;
  url: string;
  thumbnailUrl: string | null;
};

/** Each row with its file's facts and signed links; a row whose file went is left out. */
export async function withFiles<R extends { fileId: string }>(
  tx: Tx,
  c: TenantCaller,
  files: Pick<FileService, 'describe' | 'url'>,
  rows: R[],
): Promise<Array<{ row: R; file: DocumentFile }>> {
  const facts = await files.describe(
    tx,
    rows.map((row) => row.fileId),
  );
  return rows.flatMap((row) => {
    const file = facts.get(row.fileId);
    if (!file) return [];
    return [
      {
        row,
        file: {
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.sizeBytes,
          url: files.url(c.tenantId, row.fileId, 'original'),
          thumbnailUrl: file.hasThumbnail ? files.url(c.tenantId, row.fileId, 'thumbnail') : null,
        },
      },
    ];
  });
}

/**
 * Stores an uploaded document. The owner and the room left are checked before the upload is
 * read, and again (`locked`) in the transaction that stores it: PGlite runs one transaction at
 * a time, so the bytes are read outside one.
 */
export async function uploadDocument<F, R>(
  database: Database,
  c: TenantCaller,
  files: Pick<FileService, 'readDocument' | 'store'>,
  request: FastifyRequest,
  spec: {
    allowed: readonly UploadKind[];
    maxBytes: number;
    fields: z.ZodType<F>;
    check: (tx: Tx, locked: boolean) => Promise<void>;
    save: (tx: Tx, stored: { fileId: string; fileName: string; fields: F }) => Promise<R>;
  },
): Promise<R> {
  await database.withTenant(c.tenantId, (tx) => spec.check(tx, false));
  const { upload, fields, thumbnail } = await files.readDocument(
    request,
    { allowed: spec.allowed, maxBytes: spec.maxBytes, language: c.language },
    spec.fields,
  );
  return database.withTenant(c.tenantId, async (tx) => {
    await spec.check(tx, true);
    const fileId = await files.store(tx, { tenantId: c.tenantId, ...upload, thumbnail });
    return spec.save(tx, { fileId, fileName: upload.fileName, fields });
  });
}
