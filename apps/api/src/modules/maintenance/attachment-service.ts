// A work order's attachments (photos, documents, invoices): bytes in the files module,
// what they are here. Every change is audited on the order, so it shows in its activity.
import { hasPermission } from '@motorpool/domain/permissions';
import {
  maintenanceAttachmentFieldsSchema,
  maintenanceAttachmentFileKinds,
  maintenanceAttachmentLimit,
  maintenanceAttachmentMaxBytes,
  type MaintenanceAttachmentView,
} from '@motorpool/domain/schemas/maintenance';
import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import { type FileOwner, uploadDocument, withFiles } from '../files/ports.ts';
import type { MaintenanceDeps } from './ports.ts';
import {
  attachmentCount,
  attachmentsOf,
  insertAttachment,
  lockAttachment,
} from './children-repository.ts';
import { findWorkOrder } from './repository.ts';

// An attachment changes only as its order does: DELETE /files/{id} asks for maintenance:update.
export const maintenanceAttachmentFileOwner: FileOwner = {
  async claim(tx, c, fileId) {
    const row = await lockAttachment(tx, { fileId });
    if (!row) return null;
    if (!hasPermission(c.permissions, 'maintenance:update')) {
      throw apiError('FORBIDDEN', 'error.noPermission');
    }
    return {
      entityType: 'maintenance',
      entityId: row.workOrderId,
      kind: 'attachment',
      details: { attachmentId: row.id, workOrderId: row.workOrderId, kind: row.kind },
    };
  },
};

export function createAttachmentService(database: Database, deps: MaintenanceDeps) {
  const { files, names } = deps;

  async function views(tx: Tx, c: TenantCaller, filter: { workOrderId: string } | { id: string }) {
    const rows = await attachmentsOf(tx, filter, names);
    return (await withFiles(tx, c, files, rows)).map(
      ({ row, file }): MaintenanceAttachmentView => ({
        id: row.id,
        workOrderId: row.workOrderId,
        fileId: row.fileId,
        kind: row.kind,
        ...file,
        uploadedBy: row.uploadedBy,
        uploadedByName: row.uploadedByName,
        createdAt: row.createdAt.toISOString(),
      }),
    );
  }

  async function mustFindOrder(tx: Tx, id: string, lock = false) {
    const row = await findWorkOrder(tx, id, lock);
    if (!row) throw apiError('NOT_FOUND', 'error.workOrderNotFound');
    return row;
  }

  return {
    async list(c: TenantCaller, workOrderId: string): Promise<MaintenanceAttachmentView[]> {
      return database.withTenant(c.tenantId, async (tx) => {
        await mustFindOrder(tx, workOrderId);
        return views(tx, c, { workOrderId });
      });
    },

    async add(
      c: TenantCaller,
      workOrderId: string,
      request: FastifyRequest,
    ): Promise<MaintenanceAttachmentView> {
      return uploadDocument(database, c, files, request, {
        allowed: maintenanceAttachmentFileKinds,
        maxBytes: maintenanceAttachmentMaxBytes,
        fields: maintenanceAttachmentFieldsSchema,
        check: async (tx, locked) => {
          await mustFindOrder(tx, workOrderId, locked);
          if ((await attachmentCount(tx, workOrderId)) >= maintenanceAttachmentLimit) {
            throw apiError('CONFLICT', 'maintenance.attachmentLimit', {
              params: { limit: maintenanceAttachmentLimit },
            });
          }
        },
        save: async (tx, { fileId, fileName, fields }) => {
          const row = await insertAttachment(tx, {
            tenantId: c.tenantId,
            workOrderId,
            fileId,
            kind: fields.kind,
            uploadedBy: c.userId,
          });
          await recordAudit(tx, auditScope(c), {
            action: 'attachment_add',
            entityType: 'maintenance',
            entityId: workOrderId,
            after: { attachmentId: row.id, fileId, kind: row.kind, fileName },
          });
          const [view] = await views(tx, c, { id: row.id });
          if (!view) throw apiError('NOT_FOUND', 'error.attachmentNotFound');
          return view;
        },
      });
    },

    // The row goes with its file (foreign key), so deleting the bytes deletes the attachment.
    async remove(c: TenantCaller, workOrderId: string, attachmentId: string): Promise<void> {
      await database.withTenant(c.tenantId, async (tx) => {
        await mustFindOrder(tx, workOrderId, true);
        const row = await lockAttachment(tx, { workOrderId, id: attachmentId });
        if (!row) throw apiError('NOT_FOUND', 'error.attachmentNotFound');
        await files.discardAll(tx, [row.fileId]);
        await recordAudit(tx, auditScope(c), {
          action: 'attachment_delete',
          entityType: 'maintenance',
          entityId: workOrderId,
          before: { attachmentId: row.id, fileId: row.fileId, kind: row.kind },
        });
      });
    },
  };
}

export type AttachmentService = ReturnType<typeof createAttachmentService>;
