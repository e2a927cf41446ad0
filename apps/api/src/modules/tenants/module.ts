import { type ModuleBase, mount } from '../../lib/module.ts';
import { tenantIsOperational } from '@motorpool/domain/status-machines';
import type { FileService } from '../files/ports.ts';
import { companyLogoFileOwner, createCompanyLogoService } from './company-logo-service.ts';
import { companyDeletionRoutes } from './company-deletion-routes.ts';
import { createCompanyDeletionService } from './company-deletion-service.ts';
import { createCompanyExport } from './company-export.ts';
import { companyRemovalJobs } from './company-removal-job.ts';
import { companySettingsRoutes } from './company-settings-routes.ts';
import { customDomainRoutes } from './custom-domain-routes.ts';
import { createCustomDomainService } from './custom-domain-service.ts';
import { createTxtLookup } from './dns-txt.ts';
import { createCompanySettingsService } from './company-settings-service.ts';
import type {
  CompanyProvisioner,
  IssuerChecker,
  MoneyRecordHolder,
  PasswordSetupMailer,
  SampleLoader,
} from './ports.ts';
import { platformTenantRoutes } from './platform-routes.ts';
import { createPlatformTenantService } from './platform-service.ts';
import { sampleDataRoutes } from './sample-data-routes.ts';
import { createSampleDataService } from './sample-data-service.ts';
import { tenantRoutes } from './routes.ts';
import { createTenantService } from './service.ts';
import { tenantJobs } from './trial-job.ts';
import { planUsageRoutes } from './usage-routes.ts';
import { tenantSettingsRoutes } from './settings-routes.ts';
import { createTenantSettingsService } from './settings-service.ts';

export const tenantFileOwners = [companyLogoFileOwner];

export type TenantNeeds = {
  files: FileService;
  issuers: IssuerChecker;
  /** every module that records amounts in the company's currency (which then stays) */
  moneyHolders: readonly MoneyRecordHolder[];
  /** the DNS servers custom domains are verified against (the system's when undefined) */
  dnsServers?: readonly string[] | undefined;
  /** signup's provisioning, which the platform's creation of a company goes through */
  provision: CompanyProvisioner;
  /** auth's set-password mail, which invites the new company's administrator */
  mailPasswordSetup: PasswordSetupMailer;
  /** the clock a new company's trial starts by (tests move it) */
  now?: () => Date;
  /** the demo seed's small plan, which a company may load as its sample data */
  loadSample: SampleLoader;
};

// The companies themselves: their record (cached per instance), sign-in settings and company
// settings, read fresh by every module.
export function tenantsModule({ database, config }: ModuleBase, needs: TenantNeeds) {
  const tenants = createTenantService(database);
  const changed = (id: string) => tenants.forget(id);
  const settings = createCompanySettingsService({
    database,
    moneyHolders: needs.moneyHolders,
    changed,
  });
  const logo = createCompanyLogoService({ database, files: needs.files, changed });
  const domains = createCustomDomainService({
    database,
    lookupTxt: createTxtLookup(needs.dnsServers),
    platformHost: new URL(config.publicUrl).hostname,
    changed,
  });
  const platform = createPlatformTenantService(database, tenants, {
    provision: needs.provision,
    mailPasswordSetup: needs.mailPasswordSetup,
    now: needs.now ?? (() => new Date()),
  });
  const authSettings = createTenantSettingsService({ database, tenants, issuers: needs.issuers });
  const sample = createSampleDataService({ database, tenants, load: needs.loadSample });
  const timeZoneOf = (tenantId: string) => tenants.timeZoneOf(tenantId);
  const currencyOf = async (tenantId: string) => (await settings.get(tenantId)).company.currency;
  return {
    name: 'tenants',
    service: tenants,
    companySettings: settings,
    timeZoneOf,
    currencyOf,
    /** fills a company just signed up with its sample data, as the system */
    fillSample: async (tenantId: string) => {
      await sample.load(tenantId, { type: 'system' });
    },
    /** the company's name, colour and logo that its e-mails are dressed in */
    mailBranding: async (tenantId: string) => {
      const { company, branding } = await settings.get(tenantId);
      return {
        companyName: company.name,
        primaryColor: branding.primaryColor,
        logoUrl: branding.logo?.url ?? null,
      };
    },
    /** the company's address, while its people can work in it */
    subdomainOf: async (tenantId: string) => {
      const tenant = await tenants.findTenant({ id: tenantId });
      return tenant && tenantIsOperational(tenant.status) ? tenant.subdomain : null;
    },
    jobs: [...tenantJobs(database, tenants), ...companyRemovalJobs(database, changed)],
    routes: [
      mount(tenantRoutes, { tenants }),
      mount(tenantSettingsRoutes, { settings: authSettings }),
      mount(companySettingsRoutes, { settings, logo }),
      mount(planUsageRoutes, { database }),
      mount(sampleDataRoutes, { sample }),
      mount(customDomainRoutes, { domains, tenants }),
      mount(platformTenantRoutes, { tenants: platform }),
      mount(companyDeletionRoutes, {
        deletion: createCompanyDeletionService(platform),
        exporter: createCompanyExport(database, tenants, needs.files),
      }),
    ],
  };
}
