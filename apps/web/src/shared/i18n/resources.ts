import enCommon from '../../locales/en/common.json';
import enMarketing from '../../locales/en/marketing.json';
import enLegal from '../../locales/en/legal.json';
import enTenant from '../../locales/en/tenant.json';
import enUsers from '../../locales/en/users.json';
import enAuth from '../../locales/en/auth.json';
import arCommon from '../../locales/ar/common.json';
import arMarketing from '../../locales/ar/marketing.json';
import arLegal from '../../locales/ar/legal.json';
import arTenant from '../../locales/ar/tenant.json';
import arUsers from '../../locales/ar/users.json';
import arAuth from '../../locales/ar/auth.json';

// Bundled translations (no HTTP backend). One namespace per area; en is the reference that
// types the keys (see i18next.d.ts) and the locale test keeps ar in step with it.
export const namespaces = ['common', 'marketing', 'legal', 'tenant', 'users', 'auth'] as const;
export type Namespace = (typeof namespaces)[number];

export const resources = {
  en: {
    common: enCommon,
    marketing: enMarketing,
    legal: enLegal,
    tenant: enTenant,
    users: enUsers,
    auth: enAuth,
  },
  ar: {
    common: arCommon,
    marketing: arMarketing,
    legal: arLegal,
    tenant: arTenant,
    users: arUsers,
    auth: arAuth,
  },
} as const;
