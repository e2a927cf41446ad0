import { deletionGraceDays } from '@motorpool/domain/value-lists';
import type { TenantStatus } from '@motorpool/domain/value-lists';

const day = 86_400_000;

// A move into deletion_scheduled starts the grace; any move out of it (restore) ends it, so a
// company's due date is set exactly while it waits for removal.
export function deletionDue(to: TenantStatus, now: Date): { deletionDueAt: Date | null } {
  return {
    deletionDueAt:
      to === 'deletion_scheduled' ? new Date(now.getTime() + deletionGraceDays * day) : null,
  };
}
