// A host with three or more labels whose first label is not `www` is a tenant host;
// `<tenant>.localhost` also counts, for local use. Everything else is the marketing site.
export function tenantSubdomainFromHost(host: string | undefined | null): string | null {
  if (!host) return null;
  const hostname = stripPort(host).toLowerCase().replace(/\.$/, '');
  if (hostname === '' || isIpAddress(hostname)) return null;
  const labels = hostname.split('.');
  const first = labels[0];
  if (!first || first === 'www') return null;
  if (labels.length === 2 && labels[1] === 'localhost') return first;
  if (labels.length >= 3) return first;
  return null;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
}

// Subdomains double as URL labels: lowercase letters, digits and inner hyphens, 3 to 63 long.
export const subdomainPattern = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;

// Names the platform keeps for its own hosts and pages, so no company can pose as them.
export const reservedSubdomains = [
  'www',
  'api',
  'admin',
  'app',
  'mail',
  'static',
  'platform',
  'support',
  'help',
  'billing',
  'status',
  'docs',
  'blog',
  'signup',
  'login',
  'auth',
  'assets',
  'cdn',
  'smtp',
  'ftp',
] as const;
