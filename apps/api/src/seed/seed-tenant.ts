/**
 * The company a seed step fills. Its size (how many cars, customers, bookings) is the demo plan
 * named `seedPlan`, else the one named after its subdomain: a company other than the demo ones
 * borrows a demo plan as its sample data. Accounts are still looked up by its own subdomain.
 * (Not `plan`: a company's row carries its subscription plan under that name.)
 */
export type SeedTenant = { id: string; subdomain: string; seedPlan?: string };

export const planKey = (tenant: SeedTenant): string => tenant.seedPlan ?? tenant.subdomain;
