import { type ModuleBase, mount } from '../../lib/module.ts';
import { consentRoutes } from './routes.ts';
import { createConsentService, recordTermsAgreement } from './service.ts';

// Cookie consent and terms acceptance of every signed-in account.
export function consentModule({ database }: ModuleBase) {
  const consent = createConsentService(database);
  return {
    name: 'consent',
    /** records the terms a new account agreed to, in the transaction creating it */
    recordTermsAgreement,
    routes: [mount(consentRoutes, { consent })],
  };
}
