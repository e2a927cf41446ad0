// A company's own domain (rentals.example.com): how it is written, the TXT record that proves
// the company holds it, and how a request's host is told apart from the platform's own hosts.

// Lowercase labels of letters, digits and inner hyphens, at least two of them; the last one
// starts with a letter, so an IP address never passes.
export const customDomainPattern =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The DNS name the company publishes its TXT record under. */
export const domainRecordName = (domain: string) => `_motorpool-verify.${domain}`;

/** The TXT record's value: the token the platform gave the company for this domain. */
export const domainRecordValue = (token: string) => `motorpool-verify=${token}`;

export const customDomainStatuses = ['none', 'pending', 'verified'] as const;
export type CustomDomainStatus = (typeof customDomainStatuses)[number];

// The page served on a verified custom domain names the company in this meta element: the
// host alone cannot say which company it belongs to.
export const companyMetaName = 'motorpool-company';

/** The host's name without its port or final dot, lowercased; null for none. */
export function hostnameOf(host: string | undefined | null): string | null {
  if (!host) return null;
  const bracketed = host.startsWith('[');
  const colon = host.lastIndexOf(':');
  const name = bracketed || colon === -1 ? host : host.slice(0, colon);
  const hostname = name.toLowerCase().replace(/\.$/, '');
  return hostname === '' ? null : hostname;
}

/**
 * The platform's own host (the public URL's), one of its subdomains, or a local name: never a
 * company's domain.
 */
export function isPlatformHost(hostname: string, platformHost: string): boolean {
  return (
    hostname === platformHost ||
    hostname.endsWith(`.${platformHost}`) ||
    hostname === 'localhost' ||
    hostname.endsWith('.localhost')
  );
}

/**
 * The host's name when it may be a company's own domain: a DNS name outside the platform's
 * hosts (its public URL's host, that host's subdomains, local names); null otherwise.
 */
export function customDomainOfHost(
  host: string | undefined | null,
  platformHost: string | undefined,
): string | null {
  const hostname = hostnameOf(host);
  if (!hostname || !customDomainPattern.test(hostname)) return null;
  if (platformHost && isPlatformHost(hostname, platformHost)) return null;
  return hostname;
}
