// Support visits: a platform super administrator enters a company's back office as its
// administrator, for a stated reason and at most `impersonationMinutes`, while the company allows
// it. The visit's token has no refresh token; the company's own host receives it through a
// single-use hand-over code.
import { z } from 'zod';
import { msg, requiredText, strictObject } from './common.ts';

/** `POST /platform/tenants/{id}/impersonate`: why support needs to enter. */
export const impersonationStartSchema = strictObject({
  reason: requiredText(500).min(10, msg('generic.minLength')),
});
export type ImpersonationStartInput = z.infer<typeof impersonationStartSchema>;

export const impersonationView = z
  .object({
    id: z.uuid(),
    companyId: z.uuid(),
    platformUserId: z.uuid(),
    /** the super administrator's address, as the company's banner names them */
    platformUserEmail: z.string().nullable(),
    reason: z.string(),
    startedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    endedAt: z.iso.datetime().nullable(),
    wrote: z.boolean(),
  })
  .meta({ id: 'Impersonation' });
export type ImpersonationView = z.infer<typeof impersonationView>;

/** What the platform receives: the visit, its token, and where to hand it over. */
export const impersonationStartView = z.object({
  impersonation: impersonationView,
  accessToken: z.string(),
  /** seconds until the visit ends */
  expiresIn: z.number().int(),
  /** single-use, for the company's host: `/admin/support-access#code=…` */
  handoffCode: z.string(),
  subdomain: z.string(),
});
export type ImpersonationStartView = z.infer<typeof impersonationStartView>;

/** `POST /auth/impersonation/handoff` on the company's host. */
export const impersonationHandoffSchema = strictObject({ code: requiredText(200) });

export const impersonationHandoffView = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  impersonation: impersonationView,
});
export type ImpersonationHandoffView = z.infer<typeof impersonationHandoffView>;

/** The company's own switch: may the platform's support enter? */
export const supportAccessView = z.object({ impersonationAllowed: z.boolean() });
export type SupportAccessView = z.infer<typeof supportAccessView>;
export const supportAccessUpdateSchema = strictObject({
  impersonationAllowed: z.boolean({ error: 'generic.invalidFormat' }),
});
