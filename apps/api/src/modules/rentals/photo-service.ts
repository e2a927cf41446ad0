// Inspection photos and signatures (checkout and check-in): the bytes live in the files
// module; marks name their photos by the ids uploaded here, and views show them by signed URL.
import { hasPermission } from '@motorpool/domain/permissions';
import {
  type InspectionMark,
  type InspectionMarkView,
  type InspectionPhotoView,
  inspectionPhotoMaxBytes,
} from '@motorpool/domain/schemas/rental-inspection';
import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import type { FileOwner, FileService } from '../files/ports.ts';
import type { RentalCustomers } from './ports.ts';
import { insertPhoto, photosOf, rentalOfFile } from './photo-repository.ts';
import { findReachable, illegalRentalMove } from './views.ts';

const pngSignature = Buffer.from('89504e470d0a1a0a', 'hex');

/** A mark as stored: its photo ids, once checked to be the rental's. */
export type ResolvedMarks = { stored: InspectionMark[]; views: InspectionMarkView[] };

// Inspection photos and signatures are the record of the car's condition at handover: they go
// only with their rental (DELETE /rentals/{id}), never one by one through DELETE /files/{id}.
export const inspectionFileOwner: FileOwner = {
  async claim(tx, _c, fileId) {
    if (!(await rentalOfFile(tx, fileId))) return null;
    throw apiError('FORBIDDEN', 'error.noPermission');
  },
};

export type InspectionPhotoDeps = {
  files: Pick<FileService, 'readUpload' | 'thumbnail' | 'store' | 'url'>;
  customers: Pick<RentalCustomers, 'ofUser'>;
};

export function createInspectionPhotos(
  database: Database,
  { files, customers }: InspectionPhotoDeps,
) {
  /** The marks with their photos' signed URLs; photo ids that are not the rental's are left out. */
  async function markViews(
    tx: Tx,
    tenantId: string,
    rentalId: string,
    marks: readonly InspectionMark[],
  ): Promise<InspectionMarkView[]> {
    const ids = [...new Set(marks.flatMap((m) => m.photoIds))];
    const found = new Map((await photosOf(tx, rentalId, ids)).map((p) => [p.id, p.fileId]));
    return marks.map((mark) => ({
      id: mark.id,
      view: mark.view,
      x: mark.x,
      y: mark.y,
      damageType: mark.damageType,
      location: mark.location,
      severity: mark.severity,
      note: mark.note || null,
      photos: mark.photoIds.flatMap((id) => {
        const fileId = found.get(id);
        return fileId ? [{ id, url: files.url(tenantId, fileId, 'original') }] : [];
      }),
      isNew: mark.isNew ?? false,
    }));
  }

  return {
    markViews,

    /**
     * Checks that every photo a mark names was uploaded for this rental (400 rental.unknownPhoto
     * on that photo id, under `path`, 'body.inspection' by default) and answers the marks as
     * stored and as shown.
     */
    async resolveMarks(
      tx: Tx,
      c: TenantCaller,
      rentalId: string,
      marks: readonly InspectionMark[],
      path = 'body.inspection',
    ): Promise<ResolvedMarks> {
      const ids = [...new Set(marks.flatMap((m) => m.photoIds))];
      const own = new Set((await photosOf(tx, rentalId, ids)).map((p) => p.id));
      marks.forEach((mark, i) => {
        mark.photoIds.forEach((id, j) => {
          if (!own.has(id)) {
            throw fieldError(`${path}.marks.${i}.photoIds.${j}`, 'rental.unknownPhoto');
          }
        });
      });
      const stored = marks.map((m) => ({ ...m, isNew: m.isNew ?? false }));
      return { stored, views: await markViews(tx, c.tenantId, rentalId, stored) };
    },

    /**
     * The drawn signature (a PNG data URL, checked by the schema) stored as a file; 400
     * rental.signatureInvalid when its bytes are not a PNG image.
     */
    async storeSignature(
      tx: Tx,
      c: TenantCaller,
      dataUrl: string,
      path = 'body.inspection.signature',
    ): Promise<string> {
      const content = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const isPng =
        content.length > 24 &&
        content.subarray(0, 8).equals(pngSignature) &&
        content.subarray(12, 16).toString('latin1') === 'IHDR';
      if (!isPng) throw fieldError(path, 'rental.signatureInvalid');
      return files.store(tx, {
        tenantId: c.tenantId,
        fileName: 'signature.png',
        contentType: 'image/png',
        content,
      });
    },

    // The rental is checked before the bytes are read and again while storing them: PGlite runs
    // one transaction at a time, so the upload is read outside one.
    async upload(
      c: TenantCaller,
      rentalId: string,
      request: FastifyRequest,
    ): Promise<InspectionPhotoView> {
      const mayInspect =
        hasPermission(c.permissions, 'rentals:checkout') ||
        hasPermission(c.permissions, 'rentals:checkin');
      if (!mayInspect) throw apiError('FORBIDDEN', 'error.noPermission');
      const mustBeOpen = async (tx: Tx) => {
        const rental = await findReachable(tx, c, customers, rentalId);
        if (rental.status !== 'pending' && rental.status !== 'active') {
          throw illegalRentalMove(c, rental.status, 'inspect');
        }
      };
      await database.withTenant(c.tenantId, mustBeOpen);
      const upload = await files.readUpload(request, {
        allowed: ['jpeg', 'png', 'webp'],
        maxBytes: inspectionPhotoMaxBytes,
        language: c.language,
      });
      const thumbnail = await files.thumbnail(upload.content);
      return database.withTenant(c.tenantId, async (tx) => {
        await mustBeOpen(tx);
        const fileId = await files.store(tx, {
          tenantId: c.tenantId,
          fileName: upload.fileName,
          contentType: upload.contentType,
          content: upload.content,
          thumbnail,
        });
        const photo = await insertPhoto(tx, {
          tenantId: c.tenantId,
          rentalId,
          fileId,
          uploadedBy: c.userId,
        });
        await recordAudit(tx, auditScope(c), {
          action: 'photo_upload',
          entityType: 'rental',
          entityId: rentalId,
          after: { photoId: photo.id, fileId },
        });
        return { id: photo.id, url: files.url(c.tenantId, fileId, 'original') };
      });
    },
  };
}

export type InspectionPhotos = ReturnType<typeof createInspectionPhotos>;
