// What the privacy module needs of others, handed in by composition.ts, and what it shares.
import type { Language } from '@motorpool/domain/locale-lists';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../../lib/outbox.ts';

/** Everything the platform holds about one person, as a downloadable archive. */
export type PersonArchive = { fileName: string; bytes: Uint8Array; companies: number };

/** A deletion's outcome: what had to be kept (and why, in the requester's language), or what blocks it. */
export type ErasureOutcome =
  | { done: true; kept: { kind: string; count: number; reason: string }[] }
  | { done: false; blockedBy: 'rental_in_progress'; companies: string[] };

/** The person's data across every company, found by e-mail address (person-data/). */
export type PersonData = {
  buildArchive(email: string, language: Language, now: Date): Promise<PersonArchive>;
  erase(email: string, language: Language, now: Date): Promise<ErasureOutcome>;
};

/** The platform's operators, reminded of requests near or past their deadline. */
export type PlatformOperators = {
  /** the active super administrators' addresses */
  activeEmails(): Promise<string[]>;
};

/** Whether a signed-in account of a company is one of its customers (has a customer record). */
export type CustomerCheck = (owner: { tenantId: string; userId: string }) => Promise<boolean>;

/** Hands a platform mail (a request belongs to no company, so no outbox) to SMTP or the log. */
export type PrivacyMailer = (message: MailMessage, log: FastifyBaseLogger) => Promise<unknown>;
