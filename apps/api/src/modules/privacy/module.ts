import type { Config } from '../../config.ts';
import { loggingTransport, senderAddress, smtpTransport } from '../../lib/mail-transport.ts';
import { type ModuleBase, mount } from '../../lib/module.ts';
import { deadlineJobs } from './deadline-job.ts';
import { createFulfilment } from './fulfilment.ts';
import { handlingRoutes } from './handling-routes.ts';
import { createHandlingService } from './handling-service.ts';
import { noticeJobs } from './notices.ts';
import { buildPersonArchive, erasePerson } from './person-data/index.ts';
import type { CustomerOwnRecords } from '../customers/ports.ts';
import type { CustomerCheck, PersonData, PlatformOperators, PrivacyMailer } from './ports.ts';
import { requesterRoutes } from './requester-routes.ts';
import { createRequesterService } from './requester-service.ts';

// Handed the offers of the modules it uses as they are, so the composition root names them once.
export type PrivacyNeeds = {
  /** the super administrators' addresses */
  auth: { platformOperators: PlatformOperators };
  /** whether a signed-in account has a customer record of its company */
  customers: { ownRecords: Pick<CustomerOwnRecords, 'ownRecord'> };
  /** the stored files a person's erasure removes */
  files: { service: Parameters<typeof erasePerson>[1] };
  /** where the platform's mail goes: SMTP when set, else the log (as the outbox does) */
  smtpUrl?: Config['smtpUrl'] | undefined;
  /** the clock deadlines and links run by (tests move it) */
  clock: () => number;
};

// Data-rights requests: asked by anyone (confirmed by mail) or a signed-in customer (by
// password), answered within the legal deadline, followed by the requester, the platform and,
// for corrections, the company.
export function privacyModule({ database, config, limits }: ModuleBase, needs: PrivacyNeeds) {
  const now = () => new Date(needs.clock());
  const customers: CustomerCheck = async (owner) =>
    (await needs.customers.ownRecords.ownRecord(owner)) !== null;
  const transport = needs.smtpUrl
    ? smtpTransport(needs.smtpUrl, senderAddress(config.publicUrl))
    : loggingTransport;
  const mailer: PrivacyMailer = (message, log) => transport.send(message, log);
  const personData: PersonData = {
    buildArchive: (email, language, at) => buildPersonArchive(database, email, language, at),
    erase: (email, language, at) => erasePerson(database, needs.files.service, email, language, at),
  };
  const fulfil = createFulfilment(database, personData, now);
  const requests = createRequesterService({
    database,
    publicUrl: config.publicUrl,
    mailer,
    customers,
    personData,
    fulfil,
    now,
  });
  const handling = createHandlingService(database, now);
  return {
    name: 'privacy',
    routes: [
      mount(requesterRoutes, { requests, mailer, limits }),
      mount(handlingRoutes, { handling }),
    ],
    jobs: [
      ...noticeJobs(database, mailer),
      ...deadlineJobs({
        database,
        operators: needs.auth.platformOperators,
        mailer,
        fulfil,
        publicUrl: config.publicUrl,
      }),
    ],
  };
}
