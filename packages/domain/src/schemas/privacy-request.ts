// Data-rights requests (access, deletion, portability, correction) as the requester, the
// platform's super administrators and a company's staff follow them. The rules are in
// docs/product/privacy-requests.md.
import { z } from 'zod';
import { privacyRequestTypes } from '../marketing-lists.ts';
import type { StatusMachine } from '../status-machine.ts';
import {
  oneOf,
  optionalText,
  pagedView,
  requiredText,
  stop,
  strictObject,
  typeError,
} from './common.ts';
import { privacyRequestSchema } from './public-forms.ts';

export const privacyRequestStatuses = [
  'awaiting_confirmation',
  'open',
  'extended',
  'on_hold',
  'completed',
  'rejected',
] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

export const privacyRequestActions = ['confirm', 'extend', 'hold', 'complete', 'reject'] as const;
export type PrivacyRequestAction = (typeof privacyRequestActions)[number];

/** Who answers a request: the platform, or the company whose customer asked for a correction. */
export const privacyRequestHandlers = ['platform', 'company'] as const;

/** Days the law gives to answer, counted from the confirmation; one extension adds as many. */
export const privacyAnswerDays = 30;
export const privacyExtensionDays = 30;
/** The day of an open request on which the platform's super administrators are reminded. */
export const privacyReminderDay = 25;
/** Hours an e-mailed confirmation link stays valid; unconfirmed requests go after as long. */
export const privacyConfirmHours = 24;
/** Days an access or portability download stays available after the request completed. */
export const privacyDownloadDays = 14;

// A deletion waits on hold while a rental is in progress; the deadline keeps running, so the
// reminder and the overdue flag still apply to it.
export const privacyRequestMachine: StatusMachine<PrivacyRequestStatus, PrivacyRequestAction> = {
  name: 'privacyRequest',
  statuses: privacyRequestStatuses,
  initial: 'awaiting_confirmation',
  transitions: {
    awaiting_confirmation: ['open'],
    open: ['extended', 'on_hold', 'completed', 'rejected'],
    extended: ['on_hold', 'completed', 'rejected'],
    on_hold: ['extended', 'completed', 'rejected'],
    completed: [],
    rejected: [],
  },
  actions: {
    confirm: { from: ['awaiting_confirmation'], to: 'open' },
    extend: { from: ['open', 'on_hold'], to: 'extended' },
    hold: { from: ['open', 'extended'], to: 'on_hold' },
    complete: { from: ['open', 'extended', 'on_hold'], to: 'completed' },
    reject: { from: ['open', 'extended', 'on_hold'], to: 'rejected' },
  },
};

/** The statuses in which the answer is still owed (the clock runs). */
export const privacyPendingStatuses = ['open', 'extended', 'on_hold'] as const;

/** What a deletion kept, and why (the reason already in the requester's language). */
export const privacyKeptRecord = z.object({
  kind: z.string(),
  /** the kind's name in the requester's language */
  label: z.string(),
  count: z.number().int(),
  reason: z.string(),
});

export const privacyRequestView = z
  .object({
    id: z.uuid(),
    requestType: z.enum(privacyRequestTypes),
    status: z.enum(privacyRequestStatuses),
    email: z.string(),
    reason: z.string().nullable(),
    language: z.enum(['en', 'ar']),
    handler: z.enum(privacyRequestHandlers),
    /** the company a signed-in customer asked from, or null */
    tenantId: z.uuid().nullable(),
    confirmedAt: z.iso.datetime().nullable(),
    dueAt: z.iso.datetime().nullable(),
    extendedAt: z.iso.datetime().nullable(),
    extensionReason: z.string().nullable(),
    /** the answer: what was done, or why it was refused */
    resolutionNote: z.string().nullable(),
    kept: z.array(privacyKeptRecord),
    /** past its deadline while still owed */
    overdue: z.boolean(),
    /** an access or portability archive can be downloaded */
    downloadable: z.boolean(),
    downloadUntil: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'PrivacyRequest' });
export type PrivacyRequestView = z.infer<typeof privacyRequestView>;

export const privacyRequestPage = pagedView(privacyRequestView);
export type PrivacyRequestPage = z.infer<typeof privacyRequestPage>;

export const privacyRequestFilterFields = ['status', 'requestType'] as const;

/** A signed-in customer asks on their own address and proves it is them with the password. */
export const privacyOwnRequestSchema = strictObject({
  requestType: privacyRequestSchema.shape.requestType,
  reason: optionalText(2000),
  password: z
    .string({ error: typeError('generic.invalidFormat') })
    .min(1, stop('generic.required'))
    .max(200, stop('generic.invalidFormat')),
});
export type PrivacyOwnRequestInput = z.infer<typeof privacyOwnRequestSchema>;

export const privacyTokenSchema = strictObject({
  token: z
    .string({ error: typeError('generic.invalidFormat') })
    .min(20, stop('generic.invalidFormat'))
    .max(200, stop('generic.invalidFormat')),
});
export type PrivacyTokenInput = z.infer<typeof privacyTokenSchema>;

/** The answer to a public request: the same whether or not the address is known. */
export const privacyRequestReceipt = z.object({ accepted: z.literal(true) });

/** The one extension: its reason is mailed to the requester. */
export const privacyExtendSchema = strictObject({ reason: requiredText(2000) });
export type PrivacyExtendInput = z.infer<typeof privacyExtendSchema>;

export const privacyResolutions = ['completed', 'rejected'] as const;
export const privacyResolveSchema = strictObject({
  outcome: oneOf(privacyResolutions),
  note: requiredText(2000),
});
export type PrivacyResolveInput = z.infer<typeof privacyResolveSchema>;
