import type { Config } from '../../config.ts';
import { loggingTransport, senderAddress, smtpTransport } from '../../lib/mail-transport.ts';
import { type ModuleBase, mount } from '../../lib/module.ts';
import type { PlatformMailer, SampleFiller, SignInHandoff, TenantService } from './ports.ts';
import { createProvisioning } from './provisioning.ts';
import { signupRoutes } from './routes.ts';
import { createSignupService } from './service.ts';

export type SignupNeeds = {
  tenants: TenantService;
  handoff: SignInHandoff;
  /** fills a company whose sign-up asked for sample data */
  fillSample: SampleFiller;
  /** where platform mail goes: SMTP when set, else the log (as the outbox does) */
  smtpUrl?: Config['smtpUrl'];
  /** the clock links expire by (tests move it) */
  now?: () => Date;
};

// Companies signing themselves up, and the provisioning every new company goes through.
export function signupModule({ database, config, limits }: ModuleBase, needs: SignupNeeds) {
  const provisionCompany = createProvisioning(needs.tenants);
  const transport = needs.smtpUrl
    ? smtpTransport(needs.smtpUrl, senderAddress(config.publicUrl))
    : loggingTransport;
  const mailer: PlatformMailer = (message, log) => transport.send(message, log);
  const signup = createSignupService({
    database,
    publicUrl: config.publicUrl,
    tenants: needs.tenants,
    provision: provisionCompany,
    handoff: needs.handoff,
    fillSample: needs.fillSample,
    now: needs.now ?? (() => new Date()),
  });
  return {
    name: 'signup',
    /** a ready company: tenant, roles, standard lists, first branch and administrator */
    provisionCompany,
    routes: [mount(signupRoutes, { signup, mailer, handoff: needs.handoff, limits })],
  };
}
