import type { FileView } from '@motorpool/domain/schemas/file';
import {
  type MaintenanceRecordView,
  type VehicleDocumentView,
  type VehicleStatsView,
  vehicleDocumentFieldsSchema,
  type VehicleMaintenanceRecordInput,
} from '@motorpool/domain/schemas/vehicle';
import { utilisationPercent } from '@motorpool/domain/utilisation';
import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, entityActivity, recordAudit } from '../audit/ports.ts';
import { type FileService, type StoredFileFacts, uploadDocument } from '../files/ports.ts';
import { mustFindInCatalogue } from './catalogue-service.ts';
import type { VehicleServiceHistory } from '../maintenance/ports.ts';
import { insertVehicleFile, type VehicleFileLink, vehicleFilesOf } from './repository.ts';
import type { VehicleService } from './service.ts';
import { mayChangeBranch } from './vehicle-inputs.ts';

export const uploadRules = {
  image: { allowed: ['jpeg', 'png', 'webp'] as const, maxBytes: 5 * 1024 * 1024 },
  document: { allowed: ['pdf', 'jpeg', 'png'] as const, maxBytes: 10 * 1024 * 1024 },
};

type VehicleFileRow = VehicleFileLink & StoredFileFacts;

// A vehicle's history around its record: maintenance (its completed work orders, read through
// the maintenance module), images, documents, statistics, activity.
export function createVehicleHistoryService(
  database: Database,
  vehicles: VehicleService,
  files: FileService,
  maintenance: VehicleServiceHistory,
) {
  const inTenant = <T>(c: Pick<TenantCaller, 'tenantId'>, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);

  function toFileView(c: Pick<TenantCaller, 'tenantId'>, row: VehicleFileRow): FileView {
    return {
      id: row.id,
      fileName: row.fileName,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      url: files.url(c.tenantId, row.id, 'original'),
      thumbnailUrl: row.hasThumbnail ? files.url(c.tenantId, row.id, 'thumbnail') : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function toDocumentView(c: TenantCaller, row: VehicleFileRow): VehicleDocumentView {
    return {
      ...toFileView(c, row),
      documentType: row.documentType ?? 'other',
      expiryDate: row.expiryDate,
    };
  }

  // The vehicle, when the caller may change it (branch scope); 404 or 403 otherwise.
  async function changeable(tx: Tx, c: TenantCaller, id: string) {
    const vehicle = await vehicles.mustFind(tx, id);
    if (!mayChangeBranch(c, vehicle.branchId)) {
      throw apiError('FORBIDDEN', 'vehicle.otherBranch');
    }
    return vehicle;
  }

  // The vehicle's links to its files, with what the files module tells of each.
  async function linkedFiles(tx: Tx, id: string, kind: 'image' | 'document') {
    const links = await vehicleFilesOf(tx, id, kind);
    const facts = await files.describe(
      tx,
      links.map((link) => link.fileId),
    );
    return links.flatMap((link): VehicleFileRow[] => {
      const file = facts.get(link.fileId);
      return file ? [{ ...link, ...file }] : [];
    });
  }

  async function filesOf(c: TenantCaller, id: string, kind: 'image' | 'document') {
    return inTenant(c, async (tx) => {
      await vehicles.mustFind(tx, id);
      return linkedFiles(tx, id, kind);
    });
  }

  return {
    async stats(c: TenantCaller, id: string): Promise<VehicleStatsView> {
      return inTenant(c, async (tx) => {
        const vehicle = await vehicles.mustFind(tx, id);
        const rentals = await vehicles.rentals.ofVehicle(tx, id);
        const serviced = await maintenance.totals(tx, id);
        return {
          totalRentals: rentals.totalRentals,
          totalRevenue: rentals.totalRevenue,
          averageRating: rentals.averageRating,
          maintenanceCost: serviced.cost,
          maintenanceRecords: serviced.records,
          utilizationRate: utilisationPercent(
            rentals.rentedDays,
            { joined: vehicle.createdAt, firstRented: rentals.firstRentedAt },
            new Date(),
          ),
        };
      });
    },

    async records(c: TenantCaller, id: string): Promise<MaintenanceRecordView[]> {
      return inTenant(c, async (tx) => {
        await vehicles.mustFind(tx, id);
        return maintenance.records(tx, id);
      });
    },

    async addRecord(
      c: TenantCaller,
      id: string,
      input: VehicleMaintenanceRecordInput,
    ): Promise<MaintenanceRecordView> {
      return inTenant(c, async (tx) => {
        await changeable(tx, c, id);
        const record = await maintenance.add(tx, {
          tenantId: c.tenantId,
          vehicleId: id,
          createdBy: c.userId,
          ...input,
        });
        await recordAudit(tx, auditScope(c), {
          action: 'maintenance_record_add',
          entityType: 'vehicle',
          entityId: id,
          after: record,
        });
        return record;
      });
    },

    async removeRecord(c: TenantCaller, id: string, recordId: string): Promise<void> {
      await inTenant(c, async (tx) => {
        await changeable(tx, c, id);
        const outcome = await maintenance.remove(tx, id, recordId);
        if (outcome === 'missing') throw apiError('NOT_FOUND', 'error.maintenanceRecordNotFound');
        if (outcome === 'kept') {
          throw apiError('CONFLICT', 'maintenance.deleteNotAllowed');
        }
        await recordAudit(tx, auditScope(c), {
          action: 'maintenance_record_delete',
          entityType: 'vehicle',
          entityId: id,
          before: outcome.removed,
        });
      });
    },

    async images(c: TenantCaller, id: string): Promise<FileView[]> {
      return (await filesOf(c, id, 'image')).map((row) => toFileView(c, row));
    },

    /** The images of a vehicle in the customers' catalogue; 404 for any other vehicle. */
    async catalogueImages(c: Pick<TenantCaller, 'tenantId'>, id: string): Promise<FileView[]> {
      return inTenant(c, async (tx) => {
        await mustFindInCatalogue(tx, id);
        return (await linkedFiles(tx, id, 'image')).map((row) => toFileView(c, row));
      });
    },

    async documents(c: TenantCaller, id: string): Promise<VehicleDocumentView[]> {
      return (await filesOf(c, id, 'document')).map((row) => toDocumentView(c, row));
    },

    // The upload is read and checked before the transaction opens: PGlite runs one
    // transaction at a time, so nothing slow may happen inside one.
    async addImage(c: TenantCaller, id: string, request: FastifyRequest): Promise<FileView> {
      await inTenant(c, (tx) => changeable(tx, c, id));
      const upload = await files.readUpload(request, {
        ...uploadRules.image,
        language: c.language,
      });
      const thumbnail = await files.thumbnail(upload.content);
      return inTenant(c, async (tx) => {
        await changeable(tx, c, id);
        const fileId = await files.store(tx, { tenantId: c.tenantId, ...upload, thumbnail });
        await insertVehicleFile(tx, { tenantId: c.tenantId, vehicleId: id, fileId, kind: 'image' });
        await recordAudit(tx, auditScope(c), {
          action: 'image_add',
          entityType: 'vehicle',
          entityId: id,
          after: { fileId, fileName: upload.fileName, contentType: upload.contentType },
        });
        const [row] = (await linkedFiles(tx, id, 'image')).filter((f) => f.id === fileId);
        if (!row) throw apiError('NOT_FOUND', 'error.fileNotFound');
        return toFileView(c, row);
      });
    },

    async addDocument(
      c: TenantCaller,
      id: string,
      request: FastifyRequest,
    ): Promise<VehicleDocumentView> {
      return uploadDocument(database, c, files, request, {
        ...uploadRules.document,
        fields: vehicleDocumentFieldsSchema,
        check: async (tx) => {
          await changeable(tx, c, id);
        },
        save: async (tx, { fileId, fileName, fields }) => {
          await insertVehicleFile(tx, {
            tenantId: c.tenantId,
            vehicleId: id,
            fileId,
            kind: 'document',
            documentType: fields.documentType,
            expiryDate: fields.expiryDate ?? null,
          });
          await recordAudit(tx, auditScope(c), {
            action: 'document_add',
            entityType: 'vehicle',
            entityId: id,
            after: { fileId, fileName, ...fields },
          });
          const [row] = (await linkedFiles(tx, id, 'document')).filter((f) => f.id === fileId);
          if (!row) throw apiError('NOT_FOUND', 'error.fileNotFound');
          return toDocumentView(c, row);
        },
      });
    },

    async activity(c: TenantCaller, id: string, page: { page: number; limit: number }) {
      return inTenant(c, async (tx) => {
        await vehicles.mustFind(tx, id);
        return entityActivity(tx, 'vehicle', id, page);
      });
    },
  };
}

export type VehicleHistoryService = ReturnType<typeof createVehicleHistoryService>;
