import { type ModuleBase, mount } from '../../lib/module.ts';
import { contactJobs, type MailSettings } from './acknowledgement-job.ts';
import { createPlatformContactRequests } from './platform-requests.ts';
import { platformContactRoutes } from './platform-routes.ts';
import { contactRoutes } from './routes.ts';
import { createContactService } from './service.ts';

export function contactModule(
  { database, limits, config }: ModuleBase,
  { smtpUrl }: Pick<MailSettings, 'smtpUrl'>,
) {
  const contact = createContactService(database);
  return {
    name: 'contact',
    routes: [
      mount(contactRoutes, { contact, limits }),
      mount(platformContactRoutes, { requests: createPlatformContactRequests(database) }),
    ],
    jobs: contactJobs(database, { smtpUrl, publicUrl: config.publicUrl }),
  };
}
