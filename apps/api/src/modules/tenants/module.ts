import { type ModuleBase, mount } from '../../lib/module.ts';
import type { FileService } from '../files/ports.ts';
import { companyLogoFileOwner, createCompanyLogoService } from './company-logo-service.ts';
import { companySettingsRoutes } from './company-settings-routes.ts';
import { createCompanySettingsService } from './company-settings-service.ts';
import type { IssuerChecker, MoneyRecordHolder } from './ports.ts';
import { platformTenantRoutes } from './platform-routes.ts';
import { createPlatformTenantService } from './platform-service.ts';
import { tenantRoutes } from './routes.ts';
import { createTenantService } from './service.ts';
import { tenantSettingsRoutes } from './settings-routes.ts';
import { createTenantSettingsService } from './settings-service.ts';

export const tenantFileOwners = [companyLogoFileOwner];

export type TenantNeeds = {
  files: FileService;
  issuers: IssuerChecker;
  /** every module that records amounts in the company's currency (which then stays) */
  moneyHolders: readonly MoneyRecordHolder[];
};

// The companies themselves: their record (cached per instance), sign-in settings and company
// settings, read fresh by every module.
export function tenantsModule({ database }: ModuleBase, needs: TenantNeeds) {
  const tenants = createTenantService(database);
  const changed = (id: string) => tenants.forget(id);
  const settings = createCompanySettingsService({
    database,
    moneyHolders: needs.moneyHolders,
    changed,
  });
  const logo = createCompanyLogoService({ database, files: needs.files, changed });
  const authSettings = createTenantSettingsService({ database, tenants, issuers: needs.issuers });
  const timeZoneOf = (tenantId: string) => tenants.timeZoneOf(tenantId);
  const currencyOf = async (tenantId: string) => (await settings.get(tenantId)).company.currency;
  return {
    name: 'tenants',
    service: tenants,
    companySettings: settings,
    timeZoneOf,
    currencyOf,
    /** the company's name, colour and logo that its e-mails are dressed in */
    mailBranding: async (tenantId: string) => {
      const { company, branding } = await settings.get(tenantId);
      return {
        companyName: company.name,
        primaryColor: branding.primaryColor,
        logoUrl: branding.logo?.url ?? null,
      };
    },
    /** the company's address, while it is active */
    subdomainOf: async (tenantId: string) => {
      const tenant = await tenants.findTenant({ id: tenantId });
      return tenant?.status === 'active' ? tenant.subdomain : null;
    },
    routes: [
      mount(tenantRoutes, { tenants }),
      mount(tenantSettingsRoutes, { settings: authSettings }),
      mount(companySettingsRoutes, { settings, logo }),
      mount(platformTenantRoutes, { tenants: createPlatformTenantService(database, tenants) }),
    ],
  };
}
