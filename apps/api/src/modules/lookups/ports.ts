// What other modules use of lookups: the standard lists a new company is provisioned with.
export { insertStandardLookups, standardLookups } from './standard-lists.ts';
