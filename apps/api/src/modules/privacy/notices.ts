// What the requester is told as their request moves: the extension and its reason, the wait
// for a rental, the answer. These mails carry no secret, so each is a job item of the
// platform's queue, written in the transaction that moved the request: retried with backoff
// and never sent for a move that was rolled back. (The links with tokens leave directly,
// after the answer: a token is never written to the queue.)
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Tx } from '../../db/engine.ts';
import { defineJob } from '../../lib/jobs/registry.ts';
import { insertJob } from '../../lib/jobs/repository.ts';
import type { PrivacyMailer } from './ports.ts';
import { findPrivacyRequest } from './repository.ts';
import { type RequesterMail, requesterMail } from './requester-mails.ts';
import { downloadUntil } from './view.ts';

export const notices = ['extended', 'onHold', 'ready', 'deleted', 'answered'] as const;
export type Notice = (typeof notices)[number];

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'privacy.tell-requester': { requestId: string; notice: Notice };
  }
}

const maxAttempts = 5;

export const dayOf = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');

export async function queueNotice(db: Db | Tx, requestId: string, notice: Notice, now: Date) {
  await insertJob(db, {
    name: 'privacy.tell-requester',
    key: `${requestId}:${notice}`,
    forTenantId: null,
    payload: { requestId, notice },
    runAt: now,
    maxAttempts,
  });
}

export function noticeJobs(database: Database, mailer: PrivacyMailer) {
  return [
    defineJob({
      name: 'privacy.tell-requester',
      description: 'Tells the requester of a data-rights request how it moved',
      maxAttempts,
      backoffMs: 60_000,
      async handler({ log }, { requestId, notice }) {
        const row = await findPrivacyRequest(database.db, requestId);
        if (!row) return { sent: false };
        const mails: Record<Notice, RequesterMail> = {
          extended: {
            kind: 'extended',
            due: dayOf(row.dueAt),
            reason: row.extensionReason ?? '',
            link: null,
          },
          onHold: { kind: 'onHold', link: null },
          ready: { kind: 'ready', until: dayOf(downloadUntil(row)), link: null },
          deleted: { kind: 'deleted', kept: row.kept, link: null },
          answered: {
            kind: 'answered',
            outcome: row.status === 'rejected' ? 'rejected' : 'completed',
            note: row.resolutionNote ?? '',
            link: null,
          },
        };
        await mailer(
          requesterMail(row.email, row.language, row.requestType, mails[notice]),
          log as FastifyBaseLogger,
        );
        return { sent: true };
      },
    }),
  ];
}
