// The code that reads and writes a work order's parts, notes, attachments and timeline.
import type { MaintenancePartInput } from '@motorpool/domain/schemas/maintenance';
import type {
  AttachmentKind,
  MaintenanceStatus,
  MaintenanceTimelineEvent,
  NoteType,
} from '@motorpool/domain/value-lists';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import {
  maintenanceAttachments as attachments,
  maintenanceNotes as notes,
  maintenanceParts as parts,
  maintenanceTimeline as timeline,
} from '../../db/schema/index.ts';
import type { MaintenanceUserNames } from './ports.ts';

export type PartRow = typeof parts.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;

const by = (names: MaintenanceUserNames, tenantId: unknown, id: unknown) =>
  names.nameAt({ tenantId: sql`${tenantId}`, id: sql`${id}` });

/** Replaces the order's parts; answers their sum (quantity × unit cost) in minor units. */
export async function replaceParts(
  tx: Tx,
  tenantId: string,
  workOrderId: string,
  list: readonly MaintenancePartInput[],
): Promise<number> {
  await tx.delete(parts).where(eq(parts.workOrderId, workOrderId));
  if (list.length > 0) {
    await tx.insert(parts).values(
      list.map((part, position) => ({
        tenantId,
        workOrderId,
        position,
        name: part.name,
        partNumber: part.partNumber || null,
        quantity: part.quantity,
        unitCost: part.unitCost,
        supplier: part.supplier || null,
        category: part.category || null,
      })),
    );
  }
  return list.reduce((sum, part) => sum + part.quantity * part.unitCost, 0);
}

export async function partsOf(tx: Tx, workOrderId: string): Promise<PartRow[]> {
  return tx
    .select()
    .from(parts)
    .where(eq(parts.workOrderId, workOrderId))
    .orderBy(asc(parts.position));
}

export async function insertNote(
  tx: Tx,
  values: {
    tenantId: string;
    workOrderId: string;
    type: NoteType;
    content: string;
    createdBy: string | null;
  },
) {
  const [row] = await tx.insert(notes).values(values).returning({ id: notes.id });
  if (!row) throw new Error('note insert returned nothing');
  return row.id;
}

export async function notesOf(tx: Tx, workOrderId: string, names: MaintenanceUserNames) {
  return tx
    .select({
      id: notes.id,
      type: notes.type,
      content: notes.content,
      createdBy: notes.createdBy,
      createdByName: by(names, notes.tenantId, notes.createdBy),
      createdAt: notes.createdAt,
    })
    .from(notes)
    .where(eq(notes.workOrderId, workOrderId))
    .orderBy(desc(notes.createdAt), desc(notes.id));
}

export async function deleteNote(tx: Tx, workOrderId: string, noteId: string) {
  const [row] = await tx
    .delete(notes)
    .where(and(eq(notes.workOrderId, workOrderId), eq(notes.id, noteId)))
    .returning();
  return row;
}

export async function insertTimeline(
  tx: Tx,
  values: {
    tenantId: string;
    workOrderId: string;
    event: MaintenanceTimelineEvent;
    fromStatus: MaintenanceStatus | null;
    toStatus: MaintenanceStatus;
    note: string | null;
    actorId: string | null;
  },
) {
  await tx.insert(timeline).values(values);
}

export async function timelineOf(tx: Tx, workOrderId: string, names: MaintenanceUserNames) {
  return tx
    .select({
      id: timeline.id,
      event: timeline.event,
      fromStatus: timeline.fromStatus,
      toStatus: timeline.toStatus,
      note: timeline.note,
      actorId: timeline.actorId,
      actorName: by(names, timeline.tenantId, timeline.actorId),
      createdAt: timeline.createdAt,
    })
    .from(timeline)
    .where(eq(timeline.workOrderId, workOrderId))
    .orderBy(asc(timeline.createdAt), asc(timeline.id));
}

export async function insertAttachment(
  tx: Tx,
  values: {
    tenantId: string;
    workOrderId: string;
    fileId: string;
    kind: AttachmentKind;
    uploadedBy: string | null;
  },
): Promise<AttachmentRow> {
  const [row] = await tx.insert(attachments).values(values).returning();
  if (!row) throw new Error('attachment insert returned nothing');
  return row;
}

export async function attachmentsOf(
  tx: Tx,
  filter: { workOrderId: string } | { id: string },
  names: MaintenanceUserNames,
) {
  return tx
    .select({
      id: attachments.id,
      workOrderId: attachments.workOrderId,
      fileId: attachments.fileId,
      kind: attachments.kind,
      uploadedBy: attachments.uploadedBy,
      uploadedByName: by(names, attachments.tenantId, attachments.uploadedBy),
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .where(
      'id' in filter
        ? eq(attachments.id, filter.id)
        : eq(attachments.workOrderId, filter.workOrderId),
    )
    .orderBy(desc(attachments.createdAt), desc(attachments.id));
}

export async function attachmentCount(tx: Tx, workOrderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(attachments)
    .where(eq(attachments.workOrderId, workOrderId));
  return row?.n ?? 0;
}

/** The attachment row locked, found by its file (files module deletes) or by the order. */
export async function lockAttachment(
  tx: Tx,
  filter: { fileId: string } | { workOrderId: string; id: string },
) {
  const where =
    'fileId' in filter
      ? eq(attachments.fileId, filter.fileId)
      : and(eq(attachments.workOrderId, filter.workOrderId), eq(attachments.id, filter.id));
  const [row] = await tx.select().from(attachments).where(where).for('update');
  return row;
}

/** The file ids of the order's attachments (deleted with it). */
export async function attachmentFileIds(tx: Tx, workOrderId: string): Promise<string[]> {
  const rows = await tx
    .select({ fileId: attachments.fileId })
    .from(attachments)
    .where(eq(attachments.workOrderId, workOrderId));
  return rows.map((r) => r.fileId);
}
