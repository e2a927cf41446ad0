// drizzle-kit and the query builder both read the whole schema from this one module.
export * from './platform.ts';
export * from './tenant-owned.ts';
export * from './identity.ts';
export * from './customers.ts';
export * from './fleet.ts';
