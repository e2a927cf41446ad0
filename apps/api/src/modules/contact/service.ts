import type { Database } from '../../db/engine.ts';
import { contactRequests } from '../../db/schema/index.ts';

export type ContactRequestInput = {
  kind: 'contact' | 'demo';
  name: string;
  email: string;
  company: string;
  phone: string;
  fleetSize: string;
  message?: string | null | undefined;
  preferredDate?: string | null | undefined;
  preferredTime?: string | null | undefined;
  locale: 'en' | 'ar';
};

// Contact and demo requests from the marketing site: platform records, not tenant data.
export function createContactService(database: Database) {
  return {
    async submit(input: ContactRequestInput): Promise<{ id: string; createdAt: Date }> {
      const [row] = await database.db
        .insert(contactRequests)
        .values(input)
        .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
