// What the dashboard needs of others: the company's zone and currency (tenants module) and the
// clock its periods are read against.
export type DashboardDeps = {
  timeZoneOf: (tenantId: string) => Promise<string>;
  currencyOf: (tenantId: string) => Promise<string>;
  now: () => Date;
};
