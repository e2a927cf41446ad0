// drizzle-kit and the query builder both read the whole schema from this one module. Each file
// holds the tables of the module that owns them; only that module's repository reads and writes
// them (lib/outbox.ts and the job runner own theirs).
export * from './tenants.ts';
export * from './sample-data.ts';
export * from './contact.ts';
export * from './platform.ts';
export * from './newsletter.ts';
export * from './users.ts';
export * from './permissions.ts';
export * from './auth.ts';
export * from './oidc.ts';
export * from './sessions.ts';
export * from './audit.ts';
export * from './outbox.ts';
export * from './idempotency.ts';
export * from './files.ts';
export * from './customers.ts';
export * from './branches.ts';
export * from './vehicles.ts';
export * from './holds.ts';
export * from './reservations.ts';
export * from './lookups.ts';
export * from './jobs.ts';
export * from './rentals.ts';
export * from './payments.ts';
export * from './offers.ts';
export * from './reviews.ts';
export * from './notifications.ts';
export * from './maintenance.ts';
export * from './dashboard.ts';
export * from './privacy.ts';
export * from './consent.ts';
