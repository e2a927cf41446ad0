// The requester's side of a data-rights request: asking (anyone, proven by an e-mailed link; a
// signed-in customer, proven by the password), following it, and downloading the answer.
// See docs/product/privacy-requests.md.
import type { Language } from '@motorpool/domain/locale-lists';
import {
  privacyAnswerDays,
  privacyConfirmHours,
  type PrivacyOwnRequestInput,
  type PrivacyRequestPage,
  type privacyRequestFilterFields,
  privacyRequestStatuses,
  type PrivacyRequestView,
} from '@motorpool/domain/schemas/privacy-request';
import { privacyRequestTypes } from '@motorpool/domain/marketing-lists';
import type { PrivacyRequestInput } from '@motorpool/domain/schemas/public-forms';
import { listResponse } from '@motorpool/domain/list-query';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/engine.ts';
import { privacyRequests } from '../../db/schema/index.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { type FieldSpec, parseFilteredList } from '../../lib/list-filters.ts';
import { publicLink } from '../../lib/public-links.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { hashOpaqueToken, newOpaqueToken, verifyPassword } from '../../lib/secrets.ts';
import { findUserById } from '../users/ports.ts';
import type { Fulfil } from './fulfilment.ts';
import type { CustomerCheck, PersonArchive, PersonData, PrivacyMailer } from './ports.ts';
import {
  findByConfirmHash,
  findByReadHash,
  findPrivacyRequest,
  insertPrivacyRequest,
  listPrivacyRequests,
  type PrivacyRequestRow,
  requesterScope,
  updatePrivacyRequest,
} from './repository.ts';
import { requesterMail } from './requester-mails.ts';
import { dayOf } from './notices.ts';
import { canDownload, toPrivacyView } from './view.ts';

const hour = 3_600_000;
const day = 24 * hour;

export const privacyRequestFilters: Record<(typeof privacyRequestFilterFields)[number], FieldSpec> =
  {
    status: { kind: 'enum', column: privacyRequests.status, values: privacyRequestStatuses },
    requestType: { kind: 'enum', column: privacyRequests.requestType, values: privacyRequestTypes },
  };

export type RequesterDeps = {
  database: Database;
  publicUrl: string;
  mailer: PrivacyMailer;
  customers: CustomerCheck;
  personData: PersonData;
  fulfil: Fulfil;
  now: () => Date;
};

export type Confirmed = { request: PrivacyRequestView; statusToken: string };

export function createRequesterService(deps: RequesterDeps) {
  const { database, publicUrl, mailer, now } = deps;
  const statusLink = (token: string) => publicLink(publicUrl, null, '/privacy/requests', { token });

  // A mail that failed is in the log; the request itself stands and its page shows the truth.
  const send = (message: Parameters<PrivacyMailer>[0], log: FastifyBaseLogger) =>
    mailer(message, log).catch((err: unknown) =>
      log.error({ err, template: message.template }, 'privacy mail not sent'),
    );

  const open = (at: Date) => ({
    status: 'open' as const,
    confirmedAt: at,
    dueAt: new Date(at.getTime() + privacyAnswerDays * day),
  });

  // A deletion that failed midway stays open and the deadline job runs it again; the requester
  // is answered with the request as it stands.
  const fulfilNow = async (row: PrivacyRequestRow, log: FastifyBaseLogger) => {
    try {
      return await deps.fulfil(row);
    } catch (err) {
      log.error({ err, requestId: row.id }, 'privacy request not fulfilled; the job retries it');
      return row;
    }
  };

  const archiveOf = async (row: PrivacyRequestRow): Promise<PersonArchive> => {
    if (!canDownload(row, now())) throw apiError('NOT_FOUND', 'privacy.downloadUnavailable');
    return deps.personData.buildArchive(row.email, row.language, now());
  };

  return {
    /**
     * Writes the request, unconfirmed, whoever the address belongs to (an unknown address is
     * treated exactly like a known one), and answers the mail with the confirmation link, to
     * send once the answer has left.
     */
    async submit(input: PrivacyRequestInput, language: Language, tenantId: string | null) {
      const token = newOpaqueToken();
      const at = now();
      await insertPrivacyRequest(database.db, {
        requestType: input.requestType,
        email: input.email.trim().toLowerCase(),
        reason: input.reason ?? null,
        language,
        forTenantId: tenantId,
        confirmTokenHash: hashOpaqueToken(token),
        confirmExpiresAt: new Date(at.getTime() + privacyConfirmHours * hour),
      });
      return requesterMail(input.email, language, input.requestType, {
        kind: 'confirm',
        link: publicLink(publicUrl, null, '/privacy/confirm', { token }),
        hours: privacyConfirmHours,
      });
    },

    /** Opens the request (its 30 days start now) and does at once what can be done. */
    async confirm(token: string, log: FastifyBaseLogger): Promise<Confirmed> {
      const statusToken = newOpaqueToken();
      const opened = await database.db.transaction(async (tx) => {
        const row = await findByConfirmHash(tx, hashOpaqueToken(token));
        if (!row) throw apiError('INVALID_TOKEN', 'privacy.linkInvalid');
        if (!row.confirmExpiresAt || row.confirmExpiresAt <= now()) {
          throw apiError('LINK_EXPIRED', 'privacy.linkExpired');
        }
        return updatePrivacyRequest(tx, row.id, {
          ...open(now()),
          confirmTokenHash: null,
          readTokenHash: hashOpaqueToken(statusToken),
        });
      });
      await send(
        requesterMail(opened.email, opened.language, opened.requestType, {
          kind: 'opened',
          due: dayOf(opened.dueAt),
          link: statusLink(statusToken),
        }),
        log,
      );
      const done = await fulfilNow(opened, log);
      return { request: toPrivacyView(done, now()), statusToken };
    },

    /** A signed-in customer's request: the password proves it is them, so it opens at once. */
    async submitOwn(
      c: TenantCaller,
      input: PrivacyOwnRequestInput,
      log: FastifyBaseLogger,
    ): Promise<PrivacyRequestView> {
      if (!(await deps.customers({ tenantId: c.tenantId, userId: c.userId }))) {
        throw apiError('FORBIDDEN', 'privacy.customersOnly');
      }
      const user = await database.withTenant(c.tenantId, (tx) => findUserById(tx, c.userId));
      // argon2 runs outside any transaction (PGlite runs one at a time). A wrong password is
      // 403, not 401: a 401 would read to the web app as a session that ended.
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
        throw fieldError('body.password', 'login.passwordIncorrect', {
          code: 'FORBIDDEN',
        });
      }
      const row = await insertPrivacyRequest(database.db, {
        requestType: input.requestType,
        email: user.email.toLowerCase(),
        reason: input.reason ?? null,
        language: c.language,
        forTenantId: c.tenantId,
        requesterUserId: c.userId,
        ...open(now()),
      });
      return toPrivacyView(await fulfilNow(row, log), now());
    },

    async listOwn(
      c: TenantCaller,
      raw: Readonly<Record<string, unknown>>,
    ): Promise<PrivacyRequestPage> {
      const q = parseFilteredList(raw, {
        sortable: ['createdAt', 'dueAt'] as const,
        defaultSort: { field: 'createdAt', direction: 'desc' },
        fields: privacyRequestFilters,
        language: c.language,
      });
      const { rows, total } = await listPrivacyRequests(
        database.db,
        q,
        requesterScope(c.tenantId, c.userId),
      );
      return listResponse(
        rows.map((row) => toPrivacyView(row, now())),
        total,
        q,
      );
    },

    async statusByToken(token: string): Promise<PrivacyRequestView> {
      const row = await findByReadHash(database.db, hashOpaqueToken(token));
      if (!row) throw apiError('INVALID_TOKEN', 'privacy.linkInvalid');
      return toPrivacyView(row, now());
    },

    async downloadByToken(token: string): Promise<PersonArchive> {
      const row = await findByReadHash(database.db, hashOpaqueToken(token));
      if (!row) throw apiError('INVALID_TOKEN', 'privacy.linkInvalid');
      return archiveOf(row);
    },

    /** Another customer's request answers 404, as one that does not exist. */
    async downloadOwn(c: TenantCaller, id: string): Promise<PersonArchive> {
      const row = await findPrivacyRequest(database.db, id);
      if (!row || row.forTenantId !== c.tenantId || row.requesterUserId !== c.userId) {
        throw apiError('NOT_FOUND', 'privacy.requestNotFound');
      }
      return archiveOf(row);
    },
  };
}

export type RequesterService = ReturnType<typeof createRequesterService>;
