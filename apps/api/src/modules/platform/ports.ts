// What the platform module shares: the super administrators' activity log, written by every
// module that acts on the platform's behalf (companies, sign-in, deletion, impersonation).
export { type PlatformActivityEntry, recordPlatformActivity } from './activity-record.ts';
