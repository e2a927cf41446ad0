// A request as its readers see it; overdue and the download's availability are derived from
// the clock, never stored, so every reader agrees.
import {
  privacyDownloadDays,
  privacyPendingStatuses,
  type PrivacyRequestView,
} from '@motorpool/domain/schemas/privacy-request';
import { kindLabel } from './person-data/index.ts';
import type { PrivacyRequestRow } from './repository.ts';

const day = 86_400_000;

export const isPending = (row: Pick<PrivacyRequestRow, 'status'>) =>
  (privacyPendingStatuses as readonly string[]).includes(row.status);

export const downloadUntil = (row: PrivacyRequestRow): Date | null =>
  (row.requestType === 'access' || row.requestType === 'portability') &&
  row.status === 'completed' &&
  row.completedAt
    ? new Date(row.completedAt.getTime() + privacyDownloadDays * day)
    : null;

export const canDownload = (row: PrivacyRequestRow, now: Date) => {
  const until = downloadUntil(row);
  return until !== null && until > now;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toPrivacyView(row: PrivacyRequestRow, now: Date): PrivacyRequestView {
  return {
    id: row.id,
    requestType: row.requestType,
    status: row.status,
    email: row.email,
    reason: row.reason,
    language: row.language,
    handler: row.requestType === 'correction' && row.forTenantId ? 'company' : 'platform',
    tenantId: row.forTenantId,
    confirmedAt: iso(row.confirmedAt),
    dueAt: iso(row.dueAt),
    extendedAt: iso(row.extendedAt),
    extensionReason: row.extensionReason,
    resolutionNote: row.resolutionNote,
    kept: row.kept.map((k) => ({ ...k, label: kindLabel(k.kind, row.language) })),
    overdue: isPending(row) && row.dueAt !== null && row.dueAt < now,
    downloadable: canDownload(row, now),
    downloadUntil: iso(downloadUntil(row)),
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
