import { subdomainPattern, tenantSubdomainFromHost } from '@motorpool/domain/hosts';

// What a visitor types to find their company: its subdomain ("demo") or its address
// ("demo.example.com", "https://demo.example.com/admin"). Null when it names no company.
export function companySubdomain(input: string): string | null {
  const text = input.trim().toLowerCase();
  if (text === '') return null;
  const host = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').split(/[/?#]/)[0] ?? '';
  const subdomain = host.includes('.') ? tenantSubdomainFromHost(host) : host;
  return subdomain && subdomainPattern.test(subdomain) ? subdomain : null;
}

// The company's staff sign-in page on this site's host, port kept: demo.localhost:3000.
export function companySignInUrl(
  subdomain: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  return `${location.protocol}//${subdomain}.${location.host}/admin/auth/login`;
}
