import type { ModuleBase } from '../../lib/module.ts';
import { createMailService, type MailDeps } from './service.ts';

// E-mail for the events that call for it, in the company's branding.
export function mailModule(
  { database, config }: ModuleBase,
  needs: Pick<MailDeps, 'branding' | 'tenants'>,
) {
  const mail = createMailService({ database, publicUrl: config.publicUrl, ...needs });
  return {
    name: 'mail',
    service: mail,
    subscribe: mail.subscribe,
  };
}
