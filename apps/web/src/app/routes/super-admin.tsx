import { TenantsListPage } from '../../features/platform-tenants/pages/tenants-list-page.tsx';
import { PlatformPrivacyRequests } from '../../features/privacy/pages/correction-requests-page.tsx';
import { SuperAdminPage } from '../../features/super-admin/pages/super-admin-page.tsx';

// /admin/support/superAdmin: the dashboard's Companies tab is the platform-tenants feature's
// list (with its selection and bulk actions), its Privacy requests tab the privacy feature's; a
// feature never imports another, so they meet here.
export function SuperAdminRoute() {
  return <SuperAdminPage tenants={<TenantsListPage />} privacy={<PlatformPrivacyRequests />} />;
}
