// Session views: a session is a sign-in, listed by its newest token.
import { z } from 'zod';
import { exactPagedView } from './common.ts';

/** One of the caller's sessions; `current` marks the one the request came with. */
export const ownSessionView = z.object({
  id: z.uuid(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionView>;

/** A session of any of the company's users, with whose it is (administrators' list). */
export const adminSessionView = ownSessionView.extend({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export type AdminSession = z.infer<typeof adminSessionView>;

export const ownSessionPage = exactPagedView(ownSessionView);
export const adminSessionPage = exactPagedView(adminSessionView);
