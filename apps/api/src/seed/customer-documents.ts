// Documents of some demo customers, in every review status: the newly registered wait for
// review, verified customers show what staff checked, and a few uploads were turned down.
import type {
  CustomerDocumentCategory,
  CustomerDocumentStatus,
} from '@motorpool/domain/value-lists';
import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { Tx } from '../db/engine.ts';
import { customerDocuments, files } from '../db/schema/index.ts';
import type { AuditEntry } from '../modules/audit/service.ts';
import { drawnImage, escapeXml, simplePdf, type SeedImage } from './fleet-images.ts';

export type DocumentHolder = {
  id: string;
  index: number;
  latinName: string;
  status: string;
  idNumber: string;
  licence: string;
  licenceCountry: string;
  licenceExpiry: string;
  createdAt: Date;
};

type PlannedDocument = {
  holder: DocumentHolder;
  category: CustomerDocumentCategory;
  status: CustomerDocumentStatus;
  reason: string | null;
  expiryDate: string | null;
};

const rejections = [
  'Photo too blurred to read the licence number',
  'Only the front of the card was uploaded',
  'Policy does not cover rented vehicles',
];

/** Who has documents: every pending customer, and one active customer in seven. */
export function planDocuments(holders: DocumentHolder[]): PlannedDocument[] {
  return holders.flatMap((holder): PlannedDocument[] => {
    const { index } = holder;
    const pending = holder.status === 'pending';
    if (!pending && !(holder.status === 'active' && index % 7 === 2)) return [];
    const status: CustomerDocumentStatus = pending ? 'pending' : 'verified';
    const idExpiry = `${Number(holder.licenceExpiry.slice(0, 4)) + 1}${holder.licenceExpiry.slice(4)}`;
    const documents: PlannedDocument[] = [
      { holder, category: 'license', status, reason: null, expiryDate: holder.licenceExpiry },
      { holder, category: 'identification', status, reason: null, expiryDate: idExpiry },
    ];
    if (pending && index % 2 === 0) {
      // the first photo of the licence was refused; the one above is its replacement
      documents.unshift({
        holder,
        category: 'license',
        status: 'rejected',
        reason: rejections[index % 2]!,
        expiryDate: holder.licenceExpiry,
      });
    }
    if (!pending && index % 21 === 2) {
      documents.push({
        holder,
        category: 'insurance',
        status: 'rejected',
        reason: rejections[2]!,
        expiryDate: null,
      });
    }
    return documents;
  });
}

function idCardSvg(holder: DocumentHolder): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="428" height="270" viewBox="0 0 428 270">
  <rect width="428" height="270" rx="16" fill="#e7f5ff" stroke="#1c7ed6" stroke-width="3"/>
  <rect x="0" y="0" width="428" height="54" rx="16" fill="#1c7ed6"/>
  <text x="24" y="36" font-family="DejaVu Sans, sans-serif" font-size="20" font-weight="700"
        fill="#ffffff">IDENTITY CARD · SAMPLE</text>
  <rect x="24" y="78" width="104" height="132" rx="8" fill="#ced4da"/>
  <circle cx="76" cy="124" r="26" fill="#868e96"/>
  <rect x="44" y="160" width="64" height="40" rx="20" fill="#868e96"/>
  <text x="148" y="104" font-family="DejaVu Sans, sans-serif" font-size="17" fill="#212529">${escapeXml(holder.latinName)}</text>
  <text x="148" y="140" font-family="DejaVu Sans Mono, monospace" font-size="17" fill="#343a40">${escapeXml(holder.idNumber)}</text>
  <text x="148" y="176" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#495057">Issued in ${escapeXml(holder.licenceCountry)}</text>
  <text x="24" y="246" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#868e96">Demo data: not a real document</text>
</svg>`;
}

const insurancePdf = (holder: DocumentHolder) =>
  simplePdf([
    'Motor insurance certificate',
    `Policy holder: ${holder.latinName}`,
    'Cover: third party, private vehicles only',
    'Demo data: not a real document',
  ]);

const licencePdf = (holder: DocumentHolder) =>
  simplePdf([
    'Driving licence (copy)',
    holder.latinName,
    `No. ${holder.licence}, issued in ${holder.licenceCountry}`,
    `Valid until ${holder.licenceExpiry}`,
    'Demo data: not a real document',
  ]);

/** The images are drawn before any transaction: nothing slow runs inside one. */
export async function drawDocuments(planned: PlannedDocument[]): Promise<Map<string, SeedImage>> {
  const cards = new Map<string, SeedImage>();
  await Promise.all(
    planned
      .filter((d) => d.category === 'identification')
      .map(async (d) => cards.set(d.holder.id, await drawnImage(idCardSvg(d.holder)))),
  );
  return cards;
}

const hourMs = 3_600_000;

/** Stores the documents of newly seeded customers; returns their audit entries. */
export async function insertDocuments(
  tx: Tx,
  tenantId: string,
  planned: PlannedDocument[],
  cards: Map<string, SeedImage>,
  people: { uploader: string | null; reviewer: string | null },
): Promise<AuditEntry[]> {
  if (planned.length === 0) return [];
  const now = Date.now();
  const fileRows: (typeof files.$inferInsert)[] = [];
  const documentRows: (typeof customerDocuments.$inferInsert & { id: string })[] = [];
  planned.forEach((d, n) => {
    const uploadedAt = new Date(d.holder.createdAt.getTime() + (1 + (n % 3)) * hourMs);
    const card = d.category === 'identification' ? cards.get(d.holder.id) : undefined;
    const content = card
      ? card.content
      : d.category === 'insurance'
        ? insurancePdf(d.holder)
        : licencePdf(d.holder);
    const slug = d.holder.latinName.toLowerCase().replace(/[^a-z]+/g, '-');
    const fileId = uuidv7({ msecs: uploadedAt.getTime() });
    fileRows.push({
      tenantId,
      id: fileId,
      fileName: `${d.category}-${slug}.${card ? 'png' : 'pdf'}`,
      contentType: card ? 'image/png' : 'application/pdf',
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      thumbnail: card?.thumbnail ?? null,
      createdAt: uploadedAt,
    });
    const reviewed = d.status !== 'pending';
    documentRows.push({
      tenantId,
      id: uuidv7({ msecs: uploadedAt.getTime() }),
      customerId: d.holder.id,
      fileId,
      category: d.category,
      status: d.status,
      expiryDate: d.expiryDate,
      uploadedBy: people.uploader,
      reviewedBy: reviewed ? people.reviewer : null,
      reviewedAt: reviewed ? new Date(Math.min(now, uploadedAt.getTime() + 20 * hourMs)) : null,
      reason: d.reason,
      createdAt: uploadedAt,
    });
  });
  await tx.insert(files).values(fileRows);
  await tx.insert(customerDocuments).values(documentRows);
  return documentRows.flatMap((row, n): AuditEntry[] => {
    const facts = {
      documentId: row.id,
      fileId: row.fileId,
      category: row.category,
      expiryDate: row.expiryDate,
    };
    const added: AuditEntry = {
      action: 'document_add',
      entityType: 'customer',
      entityId: row.customerId,
      after: { ...facts, status: 'pending', reason: null, fileName: fileRows[n]!.fileName },
    };
    if (row.status === 'pending') return [added];
    return [
      added,
      {
        action: 'document_review',
        entityType: 'customer',
        entityId: row.customerId,
        before: { ...facts, status: 'pending', reason: null },
        after: { ...facts, status: row.status, reason: row.reason },
      },
    ];
  });
}
