import type { Database } from '../../db/engine.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

// Newsletter sign-ups from the marketing site: platform records, one per address.
export function createNewsletterService(database: Database) {
  return {
    /** True when the address is new; an address already subscribed (any case) stays as it is. */
    async subscribe(input: { email: string; locale: 'en' | 'ar' }): Promise<boolean> {
      const inserted = await database.db
        .insert(newsletterSubscriptions)
        .values({ email: input.email.trim().toLowerCase(), locale: input.locale })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      return inserted.length > 0;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
