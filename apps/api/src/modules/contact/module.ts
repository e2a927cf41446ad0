import { type ModuleBase, mount } from '../../lib/module.ts';
import { contactJobs, type MailSettings } from './request-mail-jobs.ts';
import { createPlatformContactRequests } from './platform-requests.ts';
import type { PlatformOperators } from './ports.ts';
import { platformContactRoutes } from './platform-routes.ts';
import { contactRoutes } from './routes.ts';
import { createContactService } from './service.ts';

export function contactModule(
  { database, limits, config }: ModuleBase,
  { smtpUrl, operators }: Pick<MailSettings, 'smtpUrl'> & { operators: PlatformOperators },
) {
  const contact = createContactService(database);
  return {
    name: 'contact',
    routes: [
      mount(contactRoutes, { contact, limits }),
      mount(platformContactRoutes, { requests: createPlatformContactRequests(database) }),
    ],
    jobs: contactJobs(database, { smtpUrl, publicUrl: config.publicUrl }, operators),
  };
}
