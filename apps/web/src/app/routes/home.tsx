import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { HomePage as CustomerHomePage } from '../../features/home/pages/home-page.tsx';
import { TenantContext } from '../../features/tenant/components/tenant-context.ts';
import { useReplaceStaticShell } from '../../shared/ui/use-static-shell.ts';

// `/` on a company's address: the customer home (features/home), for visitors and customers.
// The name is read here rather than through the layout's tenant-brand, whose header (theme and
// language switches) would otherwise be bundled a second time into the home's chunk.
export function HomePage() {
  const { t } = useTranslation();
  useReplaceStaticShell({ page: true });
  const tenant = useContext(TenantContext);
  return <CustomerHomePage company={tenant?.name ?? t('shell.platform')} />;
}
