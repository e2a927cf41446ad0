// Nothing passes its deadline silently. Every quarter hour: the platform's super administrators
// are mailed each request still owed on its 25th day, and again each day it is overdue (the
// list flags it); deletions still owed (held by a rental in progress, or failed midway) run
// again; requests never
// confirmed are removed once their link has expired.
import { privacyAnswerDays, privacyReminderDay } from '@motorpool/domain/schemas/privacy-request';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/engine.ts';
import { defineJob } from '../../lib/jobs/registry.ts';
import type { Fulfil } from './fulfilment.ts';
import { dayOf } from './notices.ts';
import { deadlineAlert } from './operator-mails.ts';
import type { PlatformOperators, PrivacyMailer } from './ports.ts';
import {
  deletionsOwed,
  dueForReminder,
  overdueToAlert,
  type PrivacyRequestRow,
  purgeUnconfirmed,
  updatePrivacyRequest,
} from './repository.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'privacy.deadlines': Record<string, never>;
  }
}

const day = 86_400_000;

export type DeadlineJobDeps = {
  database: Database;
  operators: PlatformOperators;
  mailer: PrivacyMailer;
  fulfil: Fulfil;
  publicUrl: string;
};

export function deadlineJobs({ database, operators, mailer, fulfil, publicUrl }: DeadlineJobDeps) {
  const link = `${publicUrl}/admin/support/superAdmin?tab=privacy`;
  // Mailed before the row is marked: a failure retries the pass, so an operator may be told
  // twice, never not at all.
  const alert = async (
    kind: 'reminder' | 'overdue',
    rows: PrivacyRequestRow[],
    mark: (row: PrivacyRequestRow) => Parameters<typeof updatePrivacyRequest>[2],
    log: FastifyBaseLogger,
  ) => {
    if (rows.length === 0) return 0;
    const to = await operators.activeEmails();
    for (const row of rows) {
      for (const address of to) {
        await mailer(
          deadlineAlert(address, {
            kind,
            requestType: row.requestType,
            email: row.email,
            status: row.status,
            due: dayOf(row.dueAt),
            link,
          }),
          log,
        );
      }
      await updatePrivacyRequest(database.db, row.id, mark(row));
    }
    return rows.length;
  };

  return [
    defineJob({
      name: 'privacy.deadlines',
      description:
        'Reminds the super administrators of data requests at day 25 and when overdue, ' +
        'retries held deletions and removes expired unconfirmed requests',
      schedule: { everyMs: 15 * 60_000 },
      async handler({ now, signal, log }) {
        const at = now();
        const logger = log as FastifyBaseLogger;
        let retried = 0;
        for (const row of await deletionsOwed(database.db)) {
          signal.throwIfAborted();
          if ((await fulfil(row)).status === 'completed') retried += 1;
        }
        // day 25 of 30: five days before the deadline
        const remindBefore = new Date(
          at.getTime() + (privacyAnswerDays - privacyReminderDay) * day,
        );
        const reminded = await alert(
          'reminder',
          await dueForReminder(database.db, at, remindBefore),
          () => ({ remindedAt: at }),
          logger,
        );
        const overdue = await alert(
          'overdue',
          await overdueToAlert(database.db, at, new Date(at.getTime() - day)),
          () => ({ overdueAlertedAt: at, remindedAt: at }),
          logger,
        );
        const purged = await purgeUnconfirmed(database.db, at);
        return { reminded, overdue, retried, purged };
      },
    }),
  ];
}
