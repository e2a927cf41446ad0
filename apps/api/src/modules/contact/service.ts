import type { ContactRequestKind } from '@motorpool/domain/schemas/contact-request';
import type { Database } from '../../db/engine.ts';
import { contactRequests } from '../../db/schema/index.ts';
import { queueRequestMails } from './request-mail-jobs.ts';

export type ContactRequestInput = {
  kind: ContactRequestKind;
  name: string;
  email: string;
  company?: string | null | undefined;
  phone?: string | null | undefined;
  fleetSize?: string | null | undefined;
  subject?: string | null | undefined;
  message?: string | null | undefined;
  preferredDate?: string | null | undefined;
  preferredTime?: string | null | undefined;
  locale: 'en' | 'ar';
};

// Contact and demo requests and privacy questions from the marketing site: platform records, not tenant data. The
// sender's acknowledgement and the operators' alert are queued with the request, so neither is
// ever lost nor sent for a request that was not kept.
export function createContactService(database: Database) {
  return {
    async submit(input: ContactRequestInput): Promise<{ id: string; createdAt: Date }> {
      return database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactRequests)
          .values(input)
          .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
        if (!row) throw new Error('insert returned no row');
        await queueRequestMails(tx, row.id);
        return row;
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
