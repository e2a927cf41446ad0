import {
  createRequestLimits,
  requestLimitDefaults,
  type RequestLimits,
} from '../../lib/request-limits.ts';

// The open account routes' limits (register, forgot and reset password), which anyone can
// call: requests per client address, and mails per account. Their numbers live with every
// other limit in lib/request-limits.ts.
export type AccountLimits = Pick<
  RequestLimits,
  'register' | 'forgotPassword' | 'resetPassword' | 'accountMails'
>;

export const accountLimitDefaults = {
  addressLimit: requestLimitDefaults.register.limit,
  addressWindowMs: requestLimitDefaults.register.windowMs,
  mailLimit: requestLimitDefaults.accountMails.limit,
  mailWindowMs: requestLimitDefaults.accountMails.windowMs,
} as const;

/** In-process limits, for an account service built without the app's shared ones. */
export const createAccountLimits = (): AccountLimits => createRequestLimits();

export const accountKey = (tenantId: string, email: string) =>
  `${tenantId}:${email.trim().toLowerCase()}`;
