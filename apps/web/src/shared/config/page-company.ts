import { companyMetaName } from '@motorpool/domain/custom-domains';
import { tenantSubdomainFromHost } from '@motorpool/domain/hosts';

/**
 * The subdomain of the company this page is for: named by the server in the page when the host
 * is the company's own domain (which the host's labels cannot tell), otherwise read from the
 * host; null on the marketing site.
 */
export function pageCompany(
  location: Pick<Location, 'host'> = window.location,
  // Pages rendered ahead of time have a location but no document: their host tells.
  page: Pick<Document, 'querySelector'> | null = typeof document === 'undefined' ? null : document,
): string | null {
  const meta = page?.querySelector<HTMLMetaElement>(`meta[name="${companyMetaName}"]`);
  return meta?.content || tenantSubdomainFromHost(location.host);
}
